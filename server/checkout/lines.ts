/** A checkout's lines against the variants as they are now: read (or locked, to place an order) and priced. */
import type { Color } from '../../contract/constants';
import type { CheckoutLine, Lang, ProductCard } from '../../contract/types';
import type { Db } from '../db/client';
import { loadCards } from '../db/queries/cards';
import { linePictures, type LinePicture } from '../db/queries/line-pictures';
import { variantRows } from '../db/queries/variants';
import type { StoredLine } from '../db/schema-orders';
import type { VariantNow } from './pricing';

/**
 * The variants of `ids` by id; with `lock`, locked in id order until the transaction ends (variantRows).
 * Those of a product no longer published (draft, archived) are left out as if gone: a checkout names
 * each such line as an `unknown_variant` problem and an order cannot take it.
 */
export async function variantsNow(
  db: Db,
  ids: readonly number[],
  { lock = false } = {},
): Promise<Map<number, VariantNow>> {
  const rows = await variantRows(db, ids, { lock });
  return new Map(rows.filter((r) => r.published).map((r) => [r.id, r]));
}

/** What the lines show of their products: the cards by product id, and each colour's picture. */
export interface LineProducts {
  cards: ReadonlyMap<string, ProductCard>;
  picture: LinePicture;
}

/** The product cards of these variants, and their colours' pictures. */
export async function cardsOf(
  db: Db,
  found: ReadonlyMap<number, VariantNow>,
  lang: Lang,
  lowThreshold: number,
): Promise<LineProducts> {
  const productIds = [...new Set([...found.values()].map((v) => v.productId))];
  // One after the other: placing an order reads these on its transaction's one connection.
  const cards = await loadCards(db, productIds, lang, lowThreshold);
  const picture = await linePictures(db, productIds, lang);
  return { cards: new Map(cards.map((c) => [c.id, c])), picture };
}

/** The lines whose variant still exists, priced now; the others are the problems' business. */
export function pricedLines(
  lines: readonly StoredLine[],
  found: ReadonlyMap<number, VariantNow>,
  { cards, picture }: LineProducts,
): CheckoutLine[] {
  return lines.flatMap(({ variant_id, quantity }) => {
    const v = found.get(variant_id);
    const product = v && cards.get(String(v.productId));
    if (!v || !product) return [];
    return [
      {
        variant_id: String(v.id),
        product,
        image: picture(v.productId, v.color) ?? product.image,
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
