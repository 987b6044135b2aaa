/** Variants by id with their product cards: what the app needs to re-check a cart's prices and stock. */
import { inArray } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, VariantCheck } from '../../../contract/types';
import type { Db } from '../client';
import { variants } from '../schema';
import { loadCards } from './cards';
import { stockState } from './stock';

/** In the order of `ids`; unknown ids are left out. */
export async function loadVariantChecks(
  db: Db,
  ids: number[],
  lang: Lang,
  lowThreshold: number,
): Promise<VariantCheck[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      color: variants.color,
      size: variants.size,
      price: variants.price,
      stock: variants.stock,
    })
    .from(variants)
    .where(inArray(variants.id, ids));
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
