/** Browser signals the slider obeys (reduced motion, hidden tab) and its pointer-drag gesture. */
import { useRef, useState, useSyncExternalStore, type MouseEvent, type PointerEvent } from 'react';
import { dragStep } from './slider-logic';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeReduced(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia?.(REDUCED).matches ?? false,
    () => false,
  );
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

export function usePageHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

// A press that moves less than this is still a tap or click (so links and zoom buttons work).
const MOVE_SLOP_PX = 3;

/**
 * Drag or swipe the track: follows the pointer, then steps when released past the threshold.
 * The pointer is captured only once it moves, so a plain click still reaches the slide's links;
 * the click that ends a drag is swallowed.
 */
export function useSliderDrag(onStep: (step: -1 | 1) => void) {
  const [dx, setDx] = useState(0);
  const start = useRef<{ x: number; id: number } | null>(null);
  const moved = useRef(false);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    start.current = null;
    setDx(0);
    if (!cancelled && moved.current) {
      const step = dragStep(e.clientX - s.x);
      if (step !== 0) onStep(step);
    }
  };

  return {
    dx,
    dragging: dx !== 0,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { x: e.clientX, id: e.pointerId };
        moved.current = false;
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        const s = start.current;
        if (!s || s.id !== e.pointerId) return;
        const d = e.clientX - s.x;
        if (!moved.current && Math.abs(d) > MOVE_SLOP_PX) {
          moved.current = true;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }
        if (moved.current) setDx(d);
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
      onClickCapture: (e: MouseEvent<HTMLElement>) => {
        if (!moved.current) return;
        moved.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
      // Stops the browser's own image drag from stealing the gesture.
      onDragStart: (e: MouseEvent<HTMLElement>) => e.preventDefault(),
    },
  };
}
