import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_MS } from '../../../contract/constants';
import { startBuildPoll, type VisibilitySource } from './build-poll';

function fakeVisibility() {
  const listeners = new Set<() => void>();
  const source = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', l: () => void) => void listeners.add(l),
    removeEventListener: (_: 'visibilitychange', l: () => void) => void listeners.delete(l),
  } satisfies VisibilitySource;
  const show = (state: DocumentVisibilityState) => {
    source.visibilityState = state;
    listeners.forEach((l) => l());
  };
  return { source, show, listeners };
}

describe('startBuildPoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(deployed: string | Error = 'b1') {
    const vis = fakeVisibility();
    const fetchBuildId = vi.fn(async () => {
      if (deployed instanceof Error) throw deployed;
      return deployed;
    });
    const onNewBuild = vi.fn();
    const stop = startBuildPoll({
      currentId: 'b1',
      onNewBuild,
      fetchBuildId,
      visibility: vis.source,
    });
    return { vis, fetchBuildId, onNewBuild, stop };
  }

  it('checks once per interval and not before', async () => {
    const { fetchBuildId } = setup();
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('asks for an update only when the deployed id differs', async () => {
    const same = setup('b1');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(same.onNewBuild).not.toHaveBeenCalled();
    same.stop();

    const other = setup('b2');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(other.onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab becomes visible after more than an interval without a check', async () => {
    const { vis, fetchBuildId, onNewBuild } = setup('b2');
    vis.show('hidden');
    vi.setSystemTime(Date.now() + BUILD_POLL_MS / 2);
    vis.show('visible');
    expect(fetchBuildId).not.toHaveBeenCalled();

    // Timers throttled in a background tab: the clock moves on but the interval has not fired.
    vis.show('hidden');
    vi.setSystemTime(Date.now() + BUILD_POLL_MS);
    vis.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('does not check when the tab is hidden', async () => {
    const { vis, fetchBuildId } = setup();
    vi.setSystemTime(Date.now() + 2 * BUILD_POLL_MS);
    vis.show('hidden');
    expect(fetchBuildId).not.toHaveBeenCalled();
  });

  it('survives a failed fetch and tries again next tick', async () => {
    const { fetchBuildId, onNewBuild } = setup(new Error('offline'));
    await vi.advanceTimersByTimeAsync(2 * BUILD_POLL_MS);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('stops the timer and the visibility listener', async () => {
    const { vis, fetchBuildId, stop } = setup();
    stop();
    expect(vis.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * BUILD_POLL_MS);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });
});
