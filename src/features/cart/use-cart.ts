/** Live reads of the cart for components: every tab sees every change (Dexie liveQuery). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { CartLineRow } from '../../lib/db/schema';
import { useKnownCartCount } from './cart-count';
import { getMemoryCart, linesThisTabWrote, readLines, subscribeMemoryCart } from './store';

/**
 * The lines in the order added; undefined while the first read is on its way, unless this tab has
 * just changed the cart: then what it wrote, until that read comes (the drawer an add opens shows
 * the line at once).
 */
export function useCartLines(): CartLineRow[] | undefined {
  const memory = useSyncExternalStore(subscribeMemoryCart, getMemoryCart, getMemoryCart);
  const live = useLiveQuery(
    () => readLines().catch(() => [] as CartLineRow[]),
    [],
    linesThisTabWrote(),
  );
  return memory ?? live;
}

/**
 * The lines to show: before the device's database has answered, the count this tab knows (on a
 * server-rendered page, the one the server rendered with: contract/cart-hint.ts) says whether there
 * is anything to wait for: none is the empty cart at once, some is undefined (an outline until they come).
 */
export function useShownCartLines(): CartLineRow[] | undefined {
  const lines = useCartLines();
  const known = useKnownCartCount();
  return lines ?? (known === 0 ? [] : undefined);
}
