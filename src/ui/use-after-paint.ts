/**
 * `true` from the task after the component's first frame was painted, set as a transition. A part
 * too heavy to render with what opens it (the filter drawer's facet panel, issue 38: 33 checkboxes
 * and a slider, half a second at 4x CPU) shows its outline first and itself a frame later. As a
 * transition its render gives way to a tap every few milliseconds, so a tap on what is already
 * there (the drawer's close button, its footer) is answered at once.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => startTransition(() => setPainted(true));
    // A rAF callback runs before the frame is painted, a timeout set there after it. A hidden tab
    // paints no frames: the fallback goes on without one.
    const fallback = setTimeout(done, 100);
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback);
      timer = setTimeout(done, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
