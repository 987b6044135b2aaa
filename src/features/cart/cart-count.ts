/**
 * The header badge's number without opening the device database at start: the count is mirrored to
 * localStorage on every cart change this tab sees, so a page starts from it; once the shopper engages
 * (src/lib/engaged.ts), a live Dexie query takes over (other tabs' changes, the in-memory cart when
 * storage fails). The server and a hydrating first render answer 0.
 */
import { useSyncExternalStore } from 'react';
import { watchWhenEngaged } from '../../lib/watch-when-engaged';
import { sharedSource } from '../../lib/shared-source';

const KEY = 'storefront:cart-count';

let count: number | null = null;

function read(): number {
  if (count === null) {
    try {
      count = Math.max(0, Number(localStorage.getItem(KEY)) || 0);
    } catch {
      count = 0;
    }
  }
  return count;
}

/** Called with every count the cart store or the live query learns; keeps the mirror. */
export function setCartCount(next: number): void {
  if (next !== count) {
    count = next;
    source.notify();
  }
  try {
    localStorage.setItem(KEY, String(next));
  } catch {
    // No storage: the live query still keeps the badge right.
  }
}

function start(): () => void {
  // Another tab's mirror write: show it at once (the live query confirms it once running).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    count = null;
    source.notify();
  };
  window.addEventListener('storage', onStorage);
  const stopLive = watchWhenEngaged(
    () => import('./live-cart-count'),
    ({ watchCartCount }) => watchCartCount(setCartCount),
  );
  return () => {
    stopLive();
    window.removeEventListener('storage', onStorage);
  };
}

const source = sharedSource(start);

export function useCartCount(): number {
  return useSyncExternalStore(source.subscribe, read, () => 0);
}

/** Tests only. */
export function resetCartCount(): void {
  count = null;
}
