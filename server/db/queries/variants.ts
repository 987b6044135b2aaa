/** Variants by id with their product cards: what the app needs to re-check a cart's prices and stock. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, VariantCheck } from '../../../contract/types';
import type { Db } from '../client';
import { products, variants } from '../schema';
import { loadCards } from './cards';
import { stockState } from './stock';

/**
 * The variant rows of `ids` (unknown ids left out), in id order. With `lock` they stay locked (FOR
 * UPDATE) until the transaction ends; the id order makes two transactions sharing variants lock them
 * in the same order, so one waits for the other instead of deadlocking.
 */
export async function variantRows(db: Db, ids: readonly number[], { lock = false } = {}) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: variants.id,
      productId: variants.productId,
      color: variants.color,
      size: variants.size,
      // The variant's own price, else its product's: a price lives in one place (schema.ts).
      price: sql<number>`coalesce(${variants.price}, ${products.price})`,
      stock: variants.stock,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...ids]))
    .orderBy(asc(variants.id));
  // Only the variants are locked (the product's row is read for its price, not taken).
  return lock ? await query.for('update', { of: variants }) : await query;
}

/** In the order of `ids`; unknown ids are left out. */
export async function loadVariantChecks(
  db: Db,
  ids: number[],
  lang: Lang,
  lowThreshold: number,
): Promise<VariantCheck[]> {
  if (ids.length === 0) return [];
  const rows = await variantRows(db, ids);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const cards = new Map(
    (await loadCards(db, productIds, lang, lowThreshold)).map((c) => [c.id, c]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const product = r && cards.get(String(r.productId));
    if (!r || !product) return [];
    return [
      {
        id: String(r.id),
        product_id: String(r.productId),
        color: r.color as Color,
        size: r.size,
        price: r.price,
        stock: Math.max(0, r.stock),
        stock_state: stockState(r.stock, lowThreshold),
        product,
      },
    ];
  });
}
