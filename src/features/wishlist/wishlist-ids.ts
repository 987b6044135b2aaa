/**
 * The ids of the wishlisted products, for every heart on a screen at once: one live Dexie query for the
 * whole grid (a card used to hold its own), started when the browser is idle after the first paint, so
 * the device database stays out of the startup path. Undefined until the first answer.
 */
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';

let ids: ReadonlySet<string> | undefined;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function set(next: ReadonlySet<string>): void {
  ids = next;
  for (const listener of listeners) listener();
}

function start(): () => void {
  let cancelled = false;
  let unsubscribe = () => {};
  const cancelIdle = whenIdle(() => {
    void Promise.all([import('dexie'), import('../../lib/db/db')]).then(
      ([{ liveQuery }, { db }]) => {
        if (cancelled) return;
        const sub = liveQuery(() => db.wishlist.toCollection().primaryKeys()).subscribe({
          next: (keys) => set(new Set(keys.map(String))),
          error: () => set(new Set()),
        });
        unsubscribe = () => sub.unsubscribe();
      },
    );
  });
  return () => {
    cancelled = true;
    cancelIdle();
    unsubscribe();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop?.();
    stop = null;
  };
}

/** Whether a product is on the wishlist; undefined while the list is unknown (server, first paint). */
export function useInWishlist(productId: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => ids?.has(productId),
    () => undefined,
  );
}
