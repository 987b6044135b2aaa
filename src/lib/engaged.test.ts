// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each case gets the module afresh: once engaged, a page stays engaged.
async function load() {
  vi.resetModules();
  return import('./engaged');
}

/** A screen's code still on its way; `arrive` brings it. */
function pendingLoad() {
  let arrive = () => {};
  const promise = new Promise<void>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenEngaged', () => {
  it.each(['pointerup', 'pointercancel', 'keydown', 'wheel'])(
    'runs work after the first %s',
    async (type) => {
      const { whenEngaged } = await load();
      const run = vi.fn();
      whenEngaged(run);
      await vi.advanceTimersByTimeAsync(5000);
      expect(run).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      await vi.advanceTimersByTimeAsync(2000);
      expect(run).toHaveBeenCalledOnce();
    },
  );

  it('waits for the finger to lift: a tap starts what it leads to first', async () => {
    const { whenEngaged } = await load();
    const run = vi.fn();
    whenEngaged(run);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('holds work while a page’s code loads, and runs it once the code has come', async () => {
    const { whenEngaged, holdWhileLoading } = await load();
    const run = vi.fn();
    whenEngaged(run);
    const { promise, arrive } = pendingLoad();
    void holdWhileLoading(promise);
    window.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    arrive();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('stops holding work after 15 seconds when a page’s code neither comes nor fails', async () => {
    const { whenEngaged, holdWhileLoading } = await load();
    const run = vi.fn();
    whenEngaged(run);
    void holdWhileLoading(pendingLoad().promise); // a request stalled on a dead connection
    window.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('is not held by a page’s code that failed to load', async () => {
    const { whenEngaged, holdWhileLoading } = await load();
    const run = vi.fn();
    whenEngaged(run);
    const failed = holdWhileLoading(Promise.reject(new Error('chunk gone')));
    await expect(failed).rejects.toThrow('chunk gone');
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not run work cancelled while a page’s code loads', async () => {
    const { whenEngaged, holdWhileLoading } = await load();
    const run = vi.fn();
    const cancel = whenEngaged(run);
    const { promise, arrive } = pendingLoad();
    void holdWhileLoading(promise);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(2000);
    cancel();
    arrive();
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs work when the page is left alone for ten seconds', async () => {
    const { whenEngaged } = await load();
    const run = vi.fn();
    whenEngaged(run);
    await vi.advanceTimersByTimeAsync(9000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs work when the page is hidden', async () => {
    const { whenEngaged } = await load();
    const run = vi.fn();
    whenEngaged(run);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('does not run cancelled work, and runs later work at once when idle', async () => {
    const { whenEngaged } = await load();
    const cancelled = vi.fn();
    whenEngaged(cancelled)();
    window.dispatchEvent(new Event('pointerup'));
    const later = vi.fn();
    whenEngaged(later);
    await vi.advanceTimersByTimeAsync(2000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledOnce();
  });
});
