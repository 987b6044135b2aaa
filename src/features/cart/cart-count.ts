/**
 * The header badge's number without opening the device database at start: the count is mirrored to
 * localStorage on every cart change this tab sees, so a page starts from it; once the shopper engages
 * (src/lib/engaged.ts), a live Dexie query takes over (other tabs' changes, the in-memory cart when
 * storage fails). The server and a hydrating first render answer 0.
 *
 * The count is mirrored to a cookie as well (contract/cart-hint.ts): the server renders `/cart` from
 * it, and a hydrating `/cart` answers the count that render used (CART_COUNT_READ among its answers).
 */
import { useSyncExternalStore } from 'react';
import { CART_COUNT_READ, cartCountCookie, readCartCount } from '../../../contract/cart-hint';
import { useServerAnswer } from '../../lib/server-data';
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
    // A mirror kept before the cookie existed, or a cookie cleared on its own: the server's next
    // render of the cart should know.
    writeCookie(count);
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
  writeCookie(next);
}

/** The server's copy of the count (contract/cart-hint.ts); none where there is no page (Node's tests). */
function writeCookie(next: number): void {
  if (typeof document === 'undefined' || readCartCount(document.cookie) === next) return;
  document.cookie = cartCountCookie(next);
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

/**
 * How many items the cart held as far as this tab knows, before the device's database has answered:
 * the rendered count while the server's page hydrates, the mirror after.
 */
export function useKnownCartCount(): number {
  const answer = useServerAnswer(CART_COUNT_READ);
  const rendered = answer && 'data' in answer ? Number(answer.data) : 0;
  return useSyncExternalStore(source.subscribe, read, () => rendered);
}

/** Tests only. */
export function resetCartCount(): void {
  count = null;
}
