/** Live wishlist reads for components: every tab sees every change. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../lib/db/db';
import type { WishlistRow } from '../../lib/db/schema';
import { readWishlist } from './store';

export function useWishlist(): WishlistRow[] | undefined {
  return useLiveQuery(() => readWishlist().catch(() => [] as WishlistRow[]), []);
}

/** undefined while loading. */
export function useInWishlist(productId: string): boolean | undefined {
  return useLiveQuery(
    () =>
      db.wishlist.get(productId).then(
        (row) => row !== undefined,
        () => false,
      ),
    [productId],
  );
}
