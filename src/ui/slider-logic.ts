/** Pure slider arithmetic, kept apart from React so it is unit-tested (spec section 9 defaults). */
export const SLIDER_SPEED_MS = 400;
export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_DRAG_THRESHOLD_PX = 10;

/** The index `step` slides from `index`: wraps around when `loop`, else stops at the ends. */
export function stepIndex(index: number, step: number, count: number, loop = true): number {
  if (count <= 0) return 0;
  const next = index + step;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/** What a drag of `dx` px does: +1 next slide (dragged left), -1 previous, 0 snap back. */
export function dragStep(dx: number, threshold = SLIDER_DRAG_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx < -threshold) return 1;
  if (dx > threshold) return -1;
  return 0;
}

/** Autoplay runs only when asked for and nothing holds it: hover, focus, hidden tab, reduced motion, the pause button. */
export function isAutoplaying(opts: {
  interval: number | undefined;
  count: number;
  hovered: boolean;
  focused: boolean;
  hidden: boolean;
  reducedMotion: boolean;
  userPaused: boolean;
}): boolean {
  const { interval, count, hovered, focused, hidden, reducedMotion, userPaused } = opts;
  return (
    Boolean(interval && interval > 0) &&
    count > 1 &&
    !hovered &&
    !focused &&
    !hidden &&
    !reducedMotion &&
    !userPaused
  );
}
