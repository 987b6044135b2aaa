/**
 * The wishlist's storage: the Dexie `wishlist` table on this device, one product card per row, so the
 * list shows offline and in every tab at once. A signed-in customer's server copy is merged later.
 */
import type { ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { wasKept } from '../../lib/kept-parts';
import type { WishlistRow } from '../../lib/db/schema';

// A tap on a heart kept before the app started (decision 030): the database opens now, beside the
// app's start, not once the tap is replayed (on a new phone, creating it takes a few hundred
// milliseconds). A shopper who has not tapped does not pay for it (decision 021).
if (wasKept('wishlist')) db.open().catch(() => {});

/** Newest first. */
export function readWishlist(): Promise<WishlistRow[]> {
  return db.wishlist.orderBy('addedAt').reverse().toArray();
}

/** Only the card's own fields are kept (a full Product carries much more than the list needs). */
function cardOf(p: ProductCard): ProductCard {
  const { id, slug, name, category, price, compare_at_price, image, colors, stock_state } = p;
  return { id, slug, name, category, price, compare_at_price, image, colors, stock_state };
}

export async function addToWishlist(product: ProductCard, now = Date.now()): Promise<void> {
  await db.wishlist.put({ ...cardOf(product), addedAt: now });
}

export async function removeFromWishlist(productId: string): Promise<void> {
  await db.wishlist.delete(productId);
}

/**
 * Saves or removes a product, as the shopper's press on its heart asked: the heart showed the state
 * it would have, so that state is what is written (with presses in two tabs, the last one stands).
 */
export async function setWishlisted(product: ProductCard, saved: boolean): Promise<void> {
  if (saved) await addToWishlist(product);
  else await removeFromWishlist(product.id);
}

/** The wishlist becomes exactly `rows` (sign out puts back the guest's list from before sign-in). */
export async function replaceWishlist(rows: readonly WishlistRow[]): Promise<void> {
  await db.transaction('rw', db.wishlist, async () => {
    await db.wishlist.clear();
    await db.wishlist.bulkPut([...rows]);
  });
}
