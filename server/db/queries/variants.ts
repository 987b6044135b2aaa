/** Variants by id with their product cards: what the app needs to re-check a cart's prices and stock. */
import { asc, inArray } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, VariantCheck } from '../../../contract/types';
import type { Db } from '../client';
import { variants } from '../schema';
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
      price: variants.price,
      stock: variants.stock,
    })
    .from(variants)
    .where(inArray(variants.id, [...ids]))
    .orderBy(asc(variants.id));
  return lock ? await query.for('update') : await query;
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
