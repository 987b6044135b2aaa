import { useRef } from 'react';
import type { MouseEvent, PointerEvent } from 'react';

export type SwipePhase = 'start' | 'move' | 'cancel' | 'end';

/** Movement before a press counts as a swipe: a finger jitters more than a mouse. */
const START_BUFFER_TOUCH_PX = 10;
const START_BUFFER_OTHER_PX = 2;
/** A click this soon after a swipe ends is the tail of the swipe, not a press of a button. */
const CLICK_AFTER_SWIPE_MS = 300;

function show(el: HTMLElement, phase: SwipePhase, dx: number): void {
  // Written to the DOM directly: a re-render per pointermove would be wasted work.
  el.dataset['swipe'] = phase;
  el.style.setProperty('--toast-swipe-x', `${dx}px`);
}

/**
 * Swipe-right-to-dismiss for one toast. The element follows the pointer (`data-swipe="move"`,
 * `--toast-swipe-x`); released past `threshold` px it is dismissed (`end`), otherwise it snaps
 * back (`cancel`). A gesture that first goes another way (a scroll) is left alone.
 */
export function useSwipe(threshold: number, onSwiped: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const delta = useRef<number | null>(null);
  const endedAt = useRef(-Infinity);

  const finish = (e: PointerEvent<HTMLElement>, released: boolean) => {
    const dx = delta.current;
    start.current = null;
    delta.current = null;
    if (dx === null) return;
    const el = e.currentTarget;
    if (el.hasPointerCapture(e.pointerId)) el.releasePointerCapture(e.pointerId);
    endedAt.current = e.timeStamp;
    if (released && dx > threshold) {
      show(el, 'end', dx);
      onSwiped();
    } else {
      show(el, 'cancel', 0);
    }
  };

  return {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY };
      delta.current = null;
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from) return;
      const x = e.clientX - from.x;
      const y = e.clientY - from.y;
      const dx = Math.max(0, x); // only rightwards
      if (delta.current !== null) {
        delta.current = dx;
        show(e.currentTarget, 'move', dx);
        return;
      }
      const buffer = e.pointerType === 'touch' ? START_BUFFER_TOUCH_PX : START_BUFFER_OTHER_PX;
      if (dx > buffer) {
        delta.current = dx;
        show(e.currentTarget, 'start', dx);
        try {
          // Keep getting moves when the finger leaves the toast.
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // The pointer is already gone; the swipe ends with the next pointerup anyway.
        }
      } else if (Math.abs(x) > buffer || Math.abs(y) > buffer) {
        start.current = null;
      }
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => finish(e, true),
    onPointerCancel: (e: PointerEvent<HTMLElement>) => finish(e, false),
    onClickCapture(e: MouseEvent<HTMLElement>) {
      if (e.timeStamp - endedAt.current < CLICK_AFTER_SWIPE_MS) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
  };
}
