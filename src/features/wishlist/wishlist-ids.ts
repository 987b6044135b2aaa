/**
 * The ids of the wishlisted products, for every heart on a screen at once. The device database is
 * not opened at start (src/lib/engaged.ts): the ids are mirrored to localStorage, so a page starts
 * from that copy and another tab's change shows through its storage event; once the shopper engages,
 * one live Dexie query for the whole grid takes over and keeps the mirror. Undefined while unknown
 * (the server, the hydrating render, a device whose mirror is not written yet).
 */
import { useSyncExternalStore } from 'react';
import { watchWhenEngaged } from '../../lib/watch-when-engaged';
import { sharedSource } from '../../lib/shared-source';

const KEY = 'storefront:wishlist-ids';

let ids: ReadonlySet<string> | undefined;
let mirrorRead = false;

function readMirror(): ReadonlySet<string> | undefined {
  try {
    const saved = localStorage.getItem(KEY);
    const list: unknown = saved === null ? null : JSON.parse(saved);
    return Array.isArray(list) ? new Set(list.map(String)) : undefined;
  } catch {
    return undefined; // no storage or a damaged copy: unknown until the live query answers
  }
}

function current(): ReadonlySet<string> | undefined {
  if (!mirrorRead) {
    mirrorRead = true;
    ids ??= readMirror();
  }
  return ids;
}

/** `mirror`: false for the empty answer of a failed query, which must not overwrite the device's copy. */
function set(next: ReadonlySet<string>, mirror = true): void {
  ids = next;
  mirrorRead = true;
  source.notify();
  if (!mirror) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...next]));
  } catch {
    // No storage: this tab's live query still keeps its hearts right.
  }
}

function start(): () => void {
  // Another tab's live query wrote the mirror: show it at once.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    ids = readMirror();
    source.notify();
  };
  window.addEventListener('storage', onStorage);
  const stopLive = watchWhenEngaged(
    () => Promise.all([import('dexie'), import('../../lib/db/db')]),
    ([{ liveQuery }, { db }]) => {
      const sub = liveQuery(() => db.wishlist.toCollection().primaryKeys()).subscribe({
        next: (keys) => set(new Set(keys.map(String))),
        error: () => set(new Set(), false),
      });
      return () => sub.unsubscribe();
    },
  );
  return () => {
    stopLive();
    window.removeEventListener('storage', onStorage);
  };
}

const source = sharedSource(start);

/**
 * A heart's press shown before its write is done: the press, the product and the state it asked for.
 * The device's database answers a first write on a new phone a few hundred milliseconds later (it is
 * made then), and the heart filled only once the live query had read it back (issue 38).
 */
const pending = new Map<string, { saved: boolean; press: object }>();

/**
 * Shows the product as `saved` (or not) at once, over what the device's list says, while the press's
 * write is on its way. The answer settles it: done, the list takes the change (its live query will
 * say the same); failed, the heart goes back. A later press on the same heart takes over its showing.
 */
export function showPress(productId: string, saved: boolean): (written: boolean) => void {
  const press = {};
  pending.set(productId, { saved, press });
  source.notify();
  return (written) => {
    if (pending.get(productId)?.press === press) pending.delete(productId);
    if (!written) return source.notify();
    const next = new Set(current());
    if (saved) next.add(productId);
    else next.delete(productId);
    set(next);
  };
}

/** Whether a product is on the wishlist; undefined while the list is unknown. */
export function useInWishlist(productId: string): boolean | undefined {
  return useSyncExternalStore(
    source.subscribe,
    () => pending.get(productId)?.saved ?? current()?.has(productId),
    () => undefined,
  );
}

/** Tests only. */
export function resetWishlistIds(): void {
  pending.clear();
  ids = undefined;
  mirrorRead = false;
}
