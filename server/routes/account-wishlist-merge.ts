/**
 * The wishlist's merge at sign-in: the guest's products join the customer's server copy. They come
 * first (newest), in the order sent, before the products the server already held; a product already
 * there keeps its place. A product since deleted, or one past MAX_WISHLIST, is named in `conflicts`
 * rather than dropped silently. Answers the merged list's cards, as GET /api/account/wishlist does.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { MAX_WISHLIST } from '../../contract/api/limits';
import type { WishlistConflict, WishlistMerge } from '../../contract/types';
import type { AppDeps } from '../deps';
import { accountWishlists, products } from '../db/schema';
import { bodyOf, queryOf } from '../http/validate';
import { readWishlist } from './account';
import { existing } from './account-lists';
import { lockCustomer, requireCustomer, type AccountEnv } from './account-session';

const { mergeAccountWishlist } = endpoints;

/** Which of the guest's products join a list that holds `held`: known ones, new, up to `max` in all. */
export function pickFresh(
  sent: readonly number[],
  held: ReadonlySet<number>,
  known: ReadonlySet<number>,
  max: number,
): { fresh: number[]; conflicts: WishlistConflict[] } {
  const fresh: number[] = [];
  const conflicts: WishlistConflict[] = [];
  for (const id of sent) {
    if (held.has(id)) continue;
    if (!known.has(id)) conflicts.push({ product_id: String(id), code: 'unknown_product' });
    else if (held.size + fresh.length >= max)
      conflicts.push({ product_id: String(id), code: 'too_many' });
    else fresh.push(id);
  }
  return { fresh, conflicts };
}

export function accountWishlistMergeRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();

  app.on(
    mergeAccountWishlist.method,
    mergeAccountWishlist.route,
    requireCustomer(db),
    async (c) => {
      const { lang } = queryOf(c, mergeAccountWishlist.query);
      const sent = [...new Set((await bodyOf(c, mergeAccountWishlist.body)).product_ids)];
      const customerId = c.get('customer').id;
      const conflicts = await db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const held = new Set(
          (
            await tx
              .select({ id: accountWishlists.productId })
              .from(accountWishlists)
              .where(eq(accountWishlists.customerId, customerId))
          ).map((r) => r.id),
        );
        const picked = pickFresh(sent, held, await existing(tx, products, sent), MAX_WISHLIST);
        const { fresh } = picked;
        // Newer than every product held, one millisecond apart, in the order sent (newest first).
        const now = Date.now();
        if (fresh.length > 0)
          await tx
            .insert(accountWishlists)
            .values(
              fresh.map((productId, i) => ({ customerId, productId, addedAt: new Date(now - i) })),
            );
        return picked.conflicts;
      });
      const items = await readWishlist(db, customerId, lang);
      return c.json({ data: { items, conflicts } satisfies WishlistMerge });
    },
  );

  return app;
}
