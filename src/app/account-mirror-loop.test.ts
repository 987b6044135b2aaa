import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/errors';
import { runMirror, sessionKeyOf, type MirrorSide } from './account-mirror-loop';

const offline = () => new ApiError({ message: 'Network error', statusCode: 0, offline: true });
const gone = () => new ApiError({ message: 'Authentication required', statusCode: 401 });

function fakeSide(name = 'cart') {
  let change: () => void = () => {};
  const side = {
    name,
    start: vi.fn(async () => {}),
    push: vi.fn(async () => {}),
    watch: vi.fn((cb: () => void) => {
      change = cb;
      return vi.fn();
    }),
  } satisfies MirrorSide;
  return { side, change: () => change() };
}

const events = new EventTarget();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runMirror', () => {
  it('starts each side at once and pushes nothing before its start succeeded', async () => {
    const { side, change } = fakeSide();
    let finish: () => void = () => {};
    side.start.mockImplementation(() => new Promise<void>((r) => (finish = r)));
    const stop = runMirror([side], 1000);
    expect(side.start).toHaveBeenCalledTimes(1);
    change();
    await vi.advanceTimersByTimeAsync(5000);
    expect(side.push).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // The change seen during the start is pushed right after it.
    expect(side.push).toHaveBeenCalledTimes(1);
    stop();
  });

  it('debounces changes: several within a second make one push, a second after the last', async () => {
    const { side, change } = fakeSide();
    const stop = runMirror([side], 1000);
    await vi.advanceTimersByTimeAsync(0);
    change();
    await vi.advanceTimersByTimeAsync(600);
    change();
    await vi.advanceTimersByTimeAsync(600);
    change();
    await vi.advanceTimersByTimeAsync(999);
    expect(side.push).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(side.push).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a 401 stops every side: no more starts or pushes, watchers unsubscribed', async () => {
    const a = fakeSide('cart');
    const b = fakeSide('wishlist');
    b.side.start.mockRejectedValue(gone());
    runMirror([a.side, b.side], 1000);
    await vi.advanceTimersByTimeAsync(0);
    a.change();
    await vi.advanceTimersByTimeAsync(5000);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.side.push).not.toHaveBeenCalled();
    expect(b.side.start).toHaveBeenCalledTimes(1);
    expect(a.side.watch.mock.results[0]!.value).toHaveBeenCalled();
  });

  it('offline: the start is tried again when the connection returns, then changes push', async () => {
    const { side, change } = fakeSide();
    side.start.mockRejectedValueOnce(offline());
    const stop = runMirror([side], 1000);
    await vi.advanceTimersByTimeAsync(0);
    change();
    await vi.advanceTimersByTimeAsync(2000);
    expect(side.push).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(side.start).toHaveBeenCalledTimes(2);
    change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(side.push).toHaveBeenCalledTimes(1);
    // A push that fails offline is retried on `online` too.
    side.push.mockRejectedValueOnce(offline());
    change();
    await vi.advanceTimersByTimeAsync(1000);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(side.push).toHaveBeenCalledTimes(3);
    stop();
  });
});

describe('sessionKeyOf', () => {
  it('is a stable hash that does not contain the token', async () => {
    const key = await sessionKeyOf('secret-token-value');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await sessionKeyOf('secret-token-value')).toBe(key);
    expect(await sessionKeyOf('other')).not.toBe(key);
  });
});
