/** Live reads of the cart for components: every tab sees every change (Dexie liveQuery). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { CartLineRow } from '../../lib/db/schema';
import { getMemoryCart, readLines, subscribeMemoryCart } from './store';

/** The lines in the order added; undefined while the first read is on its way. */
export function useCartLines(): CartLineRow[] | undefined {
  const memory = useSyncExternalStore(subscribeMemoryCart, getMemoryCart, getMemoryCart);
  const live = useLiveQuery(() => readLines().catch(() => [] as CartLineRow[]), []);
  return memory ?? live;
}
