// @vitest-environment happy-dom
/**
 * The live screens' refresh (orders, dashboard): every REFRESH_MS while the tab is shown, nothing while it is hidden,
 * and at once when it is shown again; nothing after the screen is gone.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS, useWhileShown } from './use-while-shown';

let state: DocumentVisibilityState = 'visible';
const show = (next: DocumentVisibilityState) => {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  state = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useWhileShown', () => {
  it('refreshes on its beat while shown, pauses while hidden, and catches up when shown again', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useWhileShown(refresh));
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(2);

    show('hidden');
    vi.advanceTimersByTime(REFRESH_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(2);

    show('visible');
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(REFRESH_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(4);

    unmount();
    vi.advanceTimersByTime(REFRESH_MS * 3);
    show('hidden');
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('starts paused in a hidden tab', () => {
    state = 'hidden';
    const refresh = vi.fn();
    renderHook(() => useWhileShown(refresh));
    vi.advanceTimersByTime(REFRESH_MS * 3);
    expect(refresh).not.toHaveBeenCalled();
    show('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
