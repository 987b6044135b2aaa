/** Variants by id with their product cards and colour's picture: what the app needs to re-check a cart's lines. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, VariantCheck } from '../../../contract/types';
import type { Db } from '../client';
import { products, variants } from '../schema';
import { loadCards } from './cards';
import { linePictures } from './line-pictures';
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
      /** A draft or archived product's variants are not sold (checkout: unknown_variant). */
      published: sql<boolean>`${products.status} = 'published'`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.id, [...ids]))
    .orderBy(asc(variants.id));
  // Only the variants are locked (the product's row is read for its price, not taken).
  return lock ? await query.for('update', { of: variants }) : await query;
}

/**
 * In the order of `ids`; unknown ids are left out. A variant of a product no longer published (draft
 * or archived) is still answered, so the cart can name the line, but as `for_sale: false` with no
 * stock: the cart shows it as no longer sold, never drops it silently.
 */
export async function loadVariantChecks(
  db: Db,
  ids: number[],
  lang: Lang,
  lowThreshold: number,
): Promise<VariantCheck[]> {
  if (ids.length === 0) return [];
  const rows = await variantRows(db, ids);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [cardList, picture] = await Promise.all([
    loadCards(db, productIds, lang, lowThreshold, { unpublished: true }),
    linePictures(db, productIds, lang),
  ]);
  const cards = new Map(cardList.map((c) => [c.id, c]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const product = r && cards.get(String(r.productId));
    if (!r || !product) return [];
    const stock = r.published ? Math.max(0, r.stock) : 0;
    return [
      {
        id: String(r.id),
        product_id: String(r.productId),
        color: r.color as Color,
        size: r.size,
        price: r.price,
        stock,
        stock_state: stockState(stock, lowThreshold),
        for_sale: r.published,
        product,
        image: picture(r.productId, r.color) ?? product.image,
      },
    ];
  });
}
