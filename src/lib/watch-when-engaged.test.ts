// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchWhenEngaged } from './watch-when-engaged';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchWhenEngaged', () => {
  it('loads and starts nothing before the shopper engages, and stops what it started', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const unwatch = vi.fn();
    const watch = vi.fn(() => unwatch);
    const stop = watchWhenEngaged(load, watch);
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(watch).toHaveBeenCalledWith('code');
    stop();
    expect(unwatch).toHaveBeenCalledOnce();
  });

  it('never starts a watch stopped while its code loads', async () => {
    window.dispatchEvent(new Event('pointerup'));
    let loaded = (_: string) => {};
    const watch = vi.fn(() => () => {});
    const stop = watchWhenEngaged(
      () => new Promise<string>((resolve) => (loaded = resolve)),
      watch,
    );
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    loaded('code');
    await vi.advanceTimersByTimeAsync(0);
    expect(watch).not.toHaveBeenCalled();
  });
});
