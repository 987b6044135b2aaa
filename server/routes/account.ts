/**
 * /api/account/*: a signed-in customer's own data, behind the bearer check (account-session.ts).
 * The cart and wishlist here are mirrors of the device's Dexie tables: PUT replaces the whole copy,
 * so the latest state a device sends wins. Each query is scoped by the session's customer id.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AccountCart, ProductCard } from '../../contract/types';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { loadCards } from '../db/queries/cards';
import { lowStockThreshold } from '../db/queries/settings';
import { accountCarts, accountWishlists, products, variants } from '../db/schema';
import { validationFailed } from '../http/field-errors';
import { readJson } from '../http/json-body';
import { langOf } from '../http/params';
import { readCartBody, readWishlistBody, unknownErrors } from './account-lists';
import { requireCustomer, type AccountEnv } from './account-session';

async function readCart(db: Db, customerId: string): Promise<AccountCart> {
  const rows = await db
    .select({ variantId: accountCarts.variantId, quantity: accountCarts.quantity })
    .from(accountCarts)
    .where(eq(accountCarts.customerId, customerId))
    .orderBy(asc(accountCarts.position), asc(accountCarts.variantId));
  return { lines: rows.map((r) => ({ variant_id: String(r.variantId), quantity: r.quantity })) };
}

async function readWishlist(db: Db, customerId: string, lang: 'vi' | 'en'): Promise<ProductCard[]> {
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

async function existing(
  db: Db,
  table: typeof variants | typeof products,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

export function accountRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const app = new Hono<AccountEnv>();
  app.use('*', requireCustomer(db));

  app.get('/cart', async (c) => c.json({ data: await readCart(db, c.get('customer').id) }));

  app.put('/cart', async (c) => {
    const { lines, errors } = readCartBody(await readJson(c));
    if (Object.keys(errors).length > 0) return validationFailed(c, errors);
    const ids = lines.map((l) => l.variantId);
    const unknown = unknownErrors(
      ids,
      await existing(db, variants, ids),
      (i) => `lines.${i}.variant_id`,
      'account.errors.unknown_variant',
    );
    if (Object.keys(unknown).length > 0) return validationFailed(c, unknown);
    const customerId = c.get('customer').id;
    await db.transaction(async (tx) => {
      await tx.delete(accountCarts).where(eq(accountCarts.customerId, customerId));
      if (lines.length > 0)
        await tx
          .insert(accountCarts)
          .values(lines.map((l, position) => ({ customerId, ...l, position })));
    });
    return c.json({ data: await readCart(db, customerId) });
  });

  app.get('/wishlist', async (c) =>
    c.json({ data: await readWishlist(db, c.get('customer').id, langOf(c)) }),
  );

  app.put('/wishlist', async (c) => {
    const lang = langOf(c);
    const { ids, sent, errors } = readWishlistBody(await readJson(c));
    if (Object.keys(errors).length > 0) return validationFailed(c, errors);
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
