/**
 * Recently viewed products: the Dexie `recentlyViewed` table on this device, one product card per row,
 * bounded to the last RECENTLY_VIEWED_LIMIT. The offline view offers them, and the app asks the worker
 * to keep their reads and first pictures, so they open without a network.
 */
import { RECENTLY_VIEWED_LIMIT } from '../../../contract/sw-messages';
import type { ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import type { RecentlyViewedRow } from '../../lib/db/schema';

/** Newest first. */
export function readRecentlyViewed(): Promise<RecentlyViewedRow[]> {
  return db.recentlyViewed.orderBy('viewedAt').reverse().limit(RECENTLY_VIEWED_LIMIT).toArray();
}

/** Only the card's own fields are kept (a full Product carries much more than a grid needs). */
function cardOf(p: ProductCard): ProductCard {
  const { id, slug, name, category, price, compare_at_price, image, colors, stock_state } = p;
  return { id, slug, name, category, price, compare_at_price, image, colors, stock_state };
}

/** Puts the product first (again), then drops whatever falls beyond the limit, in one transaction. */
export async function recordView(product: ProductCard, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.recentlyViewed, async () => {
    await db.recentlyViewed.put({ ...cardOf(product), viewedAt: now });
    const beyond = await db.recentlyViewed
      .orderBy('viewedAt')
      .reverse()
      .offset(RECENTLY_VIEWED_LIMIT)
      .primaryKeys();
    if (beyond.length > 0) await db.recentlyViewed.bulkDelete(beyond);
  });
}
