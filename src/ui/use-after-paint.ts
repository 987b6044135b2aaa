/**
 * Work put off until the frame now being made has been painted.
 *
 * `useAfterPaint`: `true` from the task after the component's first frame was painted, set as a
 * transition. A part too heavy to render with what opens it (the filter drawer's facet panel, issue
 * 38: 33 checkboxes and a slider, half a second at 4x CPU) shows its outline first and itself a frame
 * later. As a transition its render gives way to a tap every few milliseconds, so a tap on what is
 * already there (the drawer's close button, its footer) is answered at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** Runs `callback` in the task after the next frame is painted; answers a cancel. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A rAF callback runs before the frame is painted, a timeout set there after it. A hidden tab
  // paints no frames: the fallback goes on without one.
  const fallback = setTimeout(callback, 100);
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
