// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_POLL_MS, useOrderPoll } from './use-order-poll';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the open order page reads the order again', () => {
  it('ORDER_POLL_MS after the last answer, again after each new answer', () => {
    const read = vi.fn();
    const { rerender } = renderHook(({ answer }) => useOrderPoll(read, answer), {
      initialProps: { answer: 1 },
    });
    vi.advanceTimersByTime(ORDER_POLL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    // No answer yet: no second read piles up on the first.
    vi.advanceTimersByTime(ORDER_POLL_MS * 3);
    expect(read).toHaveBeenCalledTimes(1);
    rerender({ answer: 2 });
    vi.advanceTimersByTime(ORDER_POLL_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('not while the page is hidden; shown again, the clock starts over', () => {
    const read = vi.fn();
    renderHook(() => useOrderPoll(read, 1));
    vi.advanceTimersByTime(ORDER_POLL_MS / 2);
    setVisibility('hidden');
    vi.advanceTimersByTime(ORDER_POLL_MS * 5);
    expect(read).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(ORDER_POLL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('not while offline (the online event reads it)', () => {
    const read = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    renderHook(() => useOrderPoll(read, 1));
    vi.advanceTimersByTime(ORDER_POLL_MS * 3);
    expect(read).not.toHaveBeenCalled();
  });

  it('never once the order is final (no reader)', () => {
    const read = vi.fn();
    const { rerender } = renderHook(({ on }) => useOrderPoll(on ? read : null, 1), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    vi.advanceTimersByTime(ORDER_POLL_MS * 5);
    expect(read).not.toHaveBeenCalled();
  });
});
