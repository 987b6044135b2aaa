/** A checkout's lines against the variants as they are now: read (or locked, to place an order) and priced. */
import type { Color } from '../../contract/constants';
import type { CheckoutLine, Lang, ProductCard } from '../../contract/types';
import type { Db } from '../db/client';
import { loadCards } from '../db/queries/cards';
import { variantRows } from '../db/queries/variants';
import type { StoredLine } from '../db/schema-orders';
import type { VariantNow } from './pricing';

/** The variants of `ids` by id; with `lock`, locked in id order until the transaction ends (variantRows). */
export async function variantsNow(
  db: Db,
  ids: readonly number[],
  { lock = false } = {},
): Promise<Map<number, VariantNow>> {
  const rows = await variantRows(db, ids, { lock });
  return new Map(rows.map((r) => [r.id, r]));
}

/** The product cards of these variants, by product id. */
export async function cardsOf(
  db: Db,
  found: ReadonlyMap<number, VariantNow>,
  lang: Lang,
  lowThreshold: number,
): Promise<Map<string, ProductCard>> {
  const productIds = [...new Set([...found.values()].map((v) => v.productId))];
  const cards = await loadCards(db, productIds, lang, lowThreshold);
  return new Map(cards.map((c) => [c.id, c]));
}

/** The lines whose variant still exists, priced now; the others are the problems' business. */
export function pricedLines(
  lines: readonly StoredLine[],
  found: ReadonlyMap<number, VariantNow>,
  cards: ReadonlyMap<string, ProductCard>,
): CheckoutLine[] {
  return lines.flatMap(({ variant_id, quantity }) => {
    const v = found.get(variant_id);
    const product = v && cards.get(String(v.productId));
    if (!v || !product) return [];
    return [
      {
        variant_id: String(v.id),
        product,
        color: v.color as Color,
        size: v.size,
        quantity,
        unit_price: v.price,
        line_total: v.price * quantity,
        available: Math.max(0, v.stock),
      },
    ];
  });
}
