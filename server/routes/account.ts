/**
 * The account endpoints: a signed-in customer's own data, each behind the bearer check (account-session.ts).
 * The cart and wishlist here are mirrors of the device's Dexie tables: PUT replaces the whole copy,
 * so the latest state a device sends wins; two devices' saves take turns (lockCustomer). Each query
 * is scoped by the session's customer id.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { AccountCart, ProductCard } from '../../contract/types';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { loadCards } from '../db/queries/cards';
import { lowStockThreshold } from '../db/queries/settings';
import { accountCarts, accountWishlists, products, variants } from '../db/schema';
import { validationFailed } from '../http/field-errors';
import { bodyOf, queryOf } from '../http/validate';
import { existing, unknownErrors } from './account-lists';
import { lockCustomer, requireCustomer, type AccountEnv } from './account-session';

async function readCart(db: Db, customerId: string): Promise<AccountCart> {
  const rows = await db
    .select({ variantId: accountCarts.variantId, quantity: accountCarts.quantity })
    .from(accountCarts)
    .where(eq(accountCarts.customerId, customerId))
    .orderBy(asc(accountCarts.position), asc(accountCarts.variantId));
  return { lines: rows.map((r) => ({ variant_id: String(r.variantId), quantity: r.quantity })) };
}

export async function readWishlist(
  db: Db,
  customerId: string,
  lang: 'vi' | 'en',
): Promise<ProductCard[]> {
  const rows = await db
    .select({ productId: accountWishlists.productId })
    .from(accountWishlists)
    .where(eq(accountWishlists.customerId, customerId))
    .orderBy(desc(accountWishlists.addedAt), asc(accountWishlists.productId));
  return loadCards(
    db,
    rows.map((r) => r.productId),
    lang,
    await lowStockThreshold(db),
  );
}

const { accountCart, saveAccountCart, accountWishlist, saveAccountWishlist } = endpoints;

export function accountRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();
  // Per route, never app.use(): mounted at the root, that would guard every path of the app.
  const signedIn = requireCustomer(db);

  app.on(accountCart.method, accountCart.route, signedIn, async (c) =>
    c.json({ data: await readCart(db, c.get('customer').id) }),
  );

  app.on(saveAccountCart.method, saveAccountCart.route, signedIn, async (c) => {
    const { lines } = await bodyOf(c, saveAccountCart.body);
    const ids = lines.map((l) => l.variant_id);
    const unknown = unknownErrors(
      ids,
      await existing(db, variants, ids),
      (i) => `lines.${i}.variant_id`,
      'account.errors.unknown_variant',
    );
    if (Object.keys(unknown).length > 0) return validationFailed(c, unknown);
    const customerId = c.get('customer').id;
    await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      await tx.delete(accountCarts).where(eq(accountCarts.customerId, customerId));
      if (lines.length > 0)
        await tx.insert(accountCarts).values(
          lines.map((l, position) => ({
            customerId,
            variantId: l.variant_id,
            quantity: l.quantity,
            position,
          })),
        );
    });
    return c.json({ data: await readCart(db, customerId) });
  });

  app.on(accountWishlist.method, accountWishlist.route, signedIn, async (c) => {
    const { lang } = queryOf(c, accountWishlist.query);
    return c.json({ data: await readWishlist(db, c.get('customer').id, lang) });
  });

  app.on(saveAccountWishlist.method, saveAccountWishlist.route, signedIn, async (c) => {
    const { lang } = queryOf(c, saveAccountWishlist.query);
    // In the order sent (newest first); a repeated id is kept once, but reported at each index.
    const sent = (await bodyOf(c, saveAccountWishlist.body)).product_ids;
    const ids = [...new Set(sent)];
    const unknown = unknownErrors(
      sent,
      await existing(db, products, ids),
      (i) => `product_ids.${i}`,
      'account.errors.unknown_product',
    );
    if (Object.keys(unknown).length > 0) return validationFailed(c, unknown);
    const customerId = c.get('customer').id;
    // The list arrives newest first; one millisecond apart keeps exactly that order on every later read.
    const now = Date.now();
    await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      await tx.delete(accountWishlists).where(eq(accountWishlists.customerId, customerId));
      if (ids.length > 0)
        await tx
          .insert(accountWishlists)
          .values(
            ids.map((productId, i) => ({ customerId, productId, addedAt: new Date(now - i) })),
          );
    });
    return c.json({ data: await readWishlist(db, customerId, lang) });
  });

  return app;
}
