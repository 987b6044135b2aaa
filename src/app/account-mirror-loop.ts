/**
 * Runs the server mirrors of a signed-in customer's cart and wishlist (each a feature's `create*Mirror`).
 * Nothing is PUT before a side's start merge succeeded, or the device's copy would overwrite the server's
 * unmerged. After that, every change of the device's table is PUT once things settle (debounced, the latest
 * state wins). No connection: tried again on `online`. A 401 means the session is gone: everything stops.
 */
import { isApiError } from '../lib/api/errors';

export interface MirrorSide {
  name: string;
  start(): Promise<void>;
  push(): Promise<void>;
  watch(onChange: () => void): () => void;
}

export const MIRROR_DEBOUNCE_MS = 1000;

export function runMirror(
  sides: readonly MirrorSide[],
  debounceMs = MIRROR_DEBOUNCE_MS,
): () => void {
  let stopped = false;
  const cleanups: (() => void)[] = [];

  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };

  for (const side of sides) {
    let started = false;
    let running: Promise<void> | null = null;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const fail = (error: unknown) => {
      if (isApiError(error) && error.statusCode === 401) return stop();
      // Offline waits for `online`; a server error waits for the next change (or `online`).
      if (!(isApiError(error) && error.offline))
        console.warn(`account mirror (${side.name}):`, error);
    };

    // One call at a time per side; a change during a call runs one more when it ends.
    const run = () => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      again = false;
      running = (started ? side.push() : side.start().then(() => void (started = true)))
        .catch(fail)
        .finally(() => {
          running = null;
          if (again && started) run();
        });
    };

    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(run, debounceMs);
    };

    const unwatch = side.watch(() => {
      if (started) schedule();
      else if (running) again = true; // the start PUTs what it read; this change follows it
    });
    const onOnline = () => run();
    globalThis.addEventListener?.('online', onOnline);
    cleanups.push(
      unwatch,
      () => clearTimeout(timer),
      () => globalThis.removeEventListener?.('online', onOnline),
    );
    run();
  }
  return stop;
}

/** The hex SHA-256 of the session token: tags what the mirrors store without storing the token. */
export async function sessionKeyOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}
