/** Live wishlist reads for components: every tab sees every change. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { WishlistRow } from '../../lib/db/schema';
import { readWishlist } from './store';

export function useWishlist(): WishlistRow[] | undefined {
  return useLiveQuery(() => readWishlist().catch(() => [] as WishlistRow[]), []);
}
