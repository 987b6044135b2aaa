/**
 * The ids of the wishlisted products, for every heart on a screen at once: one live Dexie query for the
 * whole grid (a card used to hold its own), started when the browser is idle after the first paint, so
 * the device database stays out of the startup path. Undefined until the first answer.
 */
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { sharedSource } from '../../lib/shared-source';

let ids: ReadonlySet<string> | undefined;

function set(next: ReadonlySet<string>): void {
  ids = next;
  source.notify();
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

const source = sharedSource(start);

/** Whether a product is on the wishlist; undefined while the list is unknown (server, first paint). */
export function useInWishlist(productId: string): boolean | undefined {
  return useSyncExternalStore(
    source.subscribe,
    () => ids?.has(productId),
    () => undefined,
  );
}
