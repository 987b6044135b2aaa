/**
 * What a shared device keeps across a customer's visit. At sign-in the guest's cart and wishlist (the
 * rows themselves) and the keys of the device's checkout drafts, saved orders and recently viewed
 * products are kept in localStorage (`session.guest-snapshot`). The sign-in merge then joins the
 * guest's cart and wishlist into the customer's. At sign out the device goes back to that snapshot:
 * the cart and wishlist become the guest's again, and every draft, order and recently viewed product
 * that came after sign-in is deleted, as are the mirrors' copies of the customer's lists. So nothing of
 * the customer stays, and the guest loses nothing they had. (The order outbox is left alone: an order
 * waiting for the network must still be sent.)
 *
 * A snapshot already there is kept: a session that ended by a 401 (no sign out) left the customer's
 * copies on the device, and the next sign out must still go back to the guest's.
 */
import { forgetMirrorBase as forgetCartMirror } from '../features/cart/account-sync';
import { replaceCart } from '../features/cart/store';
import { forgetMirrorBase as forgetWishlistMirror } from '../features/wishlist/account-sync';
import { replaceWishlist } from '../features/wishlist/store';
import type { Table } from 'dexie';
import { db } from '../lib/db/db';
import type { CartLineRow, WishlistRow } from '../lib/db/schema';

const SNAPSHOT_KEY = 'session.guest-snapshot';

interface GuestSnapshot {
  cart: CartLineRow[];
  wishlist: WishlistRow[];
  checkouts: string[];
  orders: string[];
  recentlyViewed: string[];
}

function readSnapshot(): GuestSnapshot | null {
  try {
    return JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null') as GuestSnapshot | null;
  } catch {
    return null;
  }
}

/** Before a sign-in takes effect. A device that refuses storage keeps no snapshot (sign out then empties). */
export async function keepGuestSnapshot(): Promise<void> {
  if (readSnapshot()) return;
  const snapshot: GuestSnapshot = {
    cart: await db.cart.toArray(),
    wishlist: await db.wishlist.toArray(),
    checkouts: (await db.checkouts.toCollection().primaryKeys()).map(String),
    orders: (await db.orders.toCollection().primaryKeys()).map(String),
    recentlyViewed: (await db.recentlyViewed.toCollection().primaryKeys()).map(String),
  };
  try {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage refused: sign out will leave an empty cart rather than the customer's.
  }
}

/** After sign out: the device as the guest left it. */
export async function restoreGuestSnapshot(): Promise<void> {
  const snapshot = readSnapshot() ?? {
    cart: [],
    wishlist: [],
    checkouts: [],
    orders: [],
    recentlyViewed: [],
  };
  forgetCartMirror();
  forgetWishlistMirror();
  await replaceCart(snapshot.cart);
  await replaceWishlist(snapshot.wishlist);
  await db.transaction('rw', [db.checkouts, db.orders, db.recentlyViewed], async () => {
    await deleteAllBut(db.checkouts, snapshot.checkouts);
    await deleteAllBut(db.orders, snapshot.orders);
    await deleteAllBut(db.recentlyViewed, snapshot.recentlyViewed);
  });
  try {
    localStorage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing kept.
  }
}

async function deleteAllBut(table: Table<unknown, string>, keep: readonly string[]): Promise<void> {
  const kept = new Set(keep);
  const keys = (await table.toCollection().primaryKeys()).map(String);
  await table.bulkDelete(keys.filter((k) => !kept.has(k)));
}
