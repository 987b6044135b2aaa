/**
 * Work that waits for the shopper: it runs when the browser is next idle after their first tap, key
 * press or wheel turn on the page, after the page is hidden, or after LEFT_ALONE_MS with none of them;
 * and never while the code or text of a screen the shopper is going to is loading (`holdWhileLoading`).
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
  // A tap engages when the finger lifts, not when it lands: by then its click has started whatever it
  // leads to (a page's code among it), so that goes first. A touch that turns into a scroll ends in
  // pointercancel. The document's visibilitychange comes through the window too (it bubbles). A
  // click too: a tap kept before the page was ready comes back as a click alone
  // (contract/early-input-script.ts), and the heart it was for waits for this.
  const onEvent = (event: Event) => {
    if (event.type !== 'visibilitychange' || document.hidden) engage();
  };
  for (const type of [
    'pointerup',
    'pointercancel',
    'keydown',
    'wheel',
    'click',
    'visibilitychange',
  ]) {
    addEventListener(type, onEvent, options);
  }
  setTimeout(engage, LEFT_ALONE_MS); // harmless once engaged
}

/**
 * Settles once the screens' code and text on their way (app/routes.tsx, lib/i18n/messages.ts) have
 * come or failed.
 */
let held: Promise<unknown> | null = null;

/**
 * How long one load may hold the work back. On a stalled mobile connection a chunk's request can hang
 * for minutes without failing, and the work that waits (the badge's live count, the store info's
 * refresh, the recently viewed record) would hang with it.
 */
const HOLD_CAP_MS = 15_000;

/**
 * Holds the work that waits for the shopper until `load` settles, or HOLD_CAP_MS. The first tap is
 * often a link: without this, that page's code and the deferred work's (Dexie, the cart drawer, the
 * toaster) would be fetched and run together, and on a slow network the page the shopper asked for
 * would come last.
 */
export function holdWhileLoading<T>(load: Promise<T>): Promise<T> {
  const capped = Promise.race([load, new Promise((resolve) => setTimeout(resolve, HOLD_CAP_MS))]);
  const all: Promise<unknown> = Promise.allSettled([held, capped]).then(() => {
    if (held === all) held = null;
  });
  held = all;
  return load;
}

/**
 * Runs `run` when the browser is idle once the shopper has engaged and no screen's code or text is
 * loading; returns how to cancel it.
 */
export function whenEngaged(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const attempt = () => (held ? void held.then(start) : run());
  const start = () => {
    if (!cancelled) cancelIdle = whenIdle(attempt);
  };
  if (engaged) start();
  else {
    waiting.add(start);
    listen();
  }
  return () => {
    cancelled = true;
    waiting.delete(start);
    cancelIdle();
  };
}

/** False on the server, in the first render and until whenEngaged would run; true from then on. */
export const useEngaged = (): boolean => useAfter(whenEngaged);
