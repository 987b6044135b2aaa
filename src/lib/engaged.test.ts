// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each case gets the module afresh: once engaged, a page stays engaged.
async function load() {
  vi.resetModules();
  return import('./engaged');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenEngaged', () => {
  it.each(['pointerdown', 'keydown', 'wheel'])('runs work after the first %s', async (type) => {
    const { whenEngaged } = await load();
    const run = vi.fn();
    whenEngaged(run);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
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
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('does not run cancelled work, and runs later work at once when idle', async () => {
    const { whenEngaged } = await load();
    const cancelled = vi.fn();
    whenEngaged(cancelled)();
    window.dispatchEvent(new Event('pointerdown'));
    const later = vi.fn();
    whenEngaged(later);
    await vi.advanceTimersByTimeAsync(2000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledOnce();
  });
});
