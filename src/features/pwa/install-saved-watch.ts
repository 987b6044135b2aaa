/**
 * Watches the device's cart and wishlist (Dexie, shared by every tab) for a row added since the
 * session began: the install offer's "shopper showed interest" signal. Loaded lazily, and only while
 * an offer is still possible, so Dexie stays out of the first paint. Features may not import each
 * other, so it reads the tables rather than hooking into the cart's or wishlist's code.
 */
import { liveQuery } from 'dexie';
import { db } from '../../lib/db/db';

export function watchSavedSince(since: number, onSaved: () => void): () => void {
  const subscription = liveQuery(async () => {
    const inCart = await db.cart.where('addedAt').aboveOrEqual(since).count();
    return inCart > 0 || (await db.wishlist.where('addedAt').aboveOrEqual(since).count()) > 0;
  }).subscribe({
    next: (saved) => {
      if (saved) onSaved();
    },
    // No database (blocked, private mode): the page-view signal still works.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
