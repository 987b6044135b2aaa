/**
 * Work that waits for the shopper: it runs when the browser is next idle after their first tap, key
 * press or wheel turn on the page, after the page is hidden, or after LEFT_ALONE_MS with none of them.
 *
 * Why later than idle after the first paint (src/lib/idle.ts): opening the device database (Dexie) and
 * running the cart drawer's code cost a mid-range phone hundreds of milliseconds of main thread (issue
 * 12), in the very seconds the shopper starts reading and scrolling. Nothing on the first screen needs
 * them: the cart badge and the wishlist hearts start from localStorage mirrors, and whatever the
 * shopper does next is a tap, which brings them in before it is needed.
 */
import { useAfter, whenIdle } from './idle';

/** Long enough to stay clear of a page's load on a slow phone; short enough that a view is kept. */
const LEFT_ALONE_MS = 10_000;

let engaged = false;
const waiting = new Set<() => void>();
let listening: AbortController | null = null;

function engage(): void {
  if (engaged) return;
  engaged = true;
  listening?.abort();
  waiting.forEach((start) => start());
  waiting.clear();
}

function listen(): void {
  if (listening) return;
  listening = new AbortController();
  const options = { capture: true, passive: true, signal: listening.signal };
  // pointerdown also comes first for a touch that turns into a scroll.
  for (const type of ['pointerdown', 'keydown', 'wheel']) addEventListener(type, engage, options);
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && engage(),
    options,
  );
  setTimeout(engage, LEFT_ALONE_MS); // harmless once engaged
}

/** Runs `run` when the browser is idle once the shopper has engaged; returns how to cancel it. */
export function whenEngaged(run: () => void): () => void {
  if (engaged) return whenIdle(run);
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = whenIdle(run);
  };
  waiting.add(start);
  listen();
  return () => {
    waiting.delete(start);
    cancelIdle();
  };
}

/** False on the server, in the first render and until whenEngaged would run; true from then on. */
export const useEngaged = (): boolean => useAfter(whenEngaged);
