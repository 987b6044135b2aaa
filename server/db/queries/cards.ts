/**
 * Product cards for any list of product ids, in the order given: one query for products, one for
 * variants. Only published products make cards (a draft or archived one is left out wherever a shopper
 * sees cards: wishlist, events, related), unless `unpublished` asks for them too: the cart's re-check
 * names such a product on its line to say it is no longer sold.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, ProductCard } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, productArt, products, variants } from '../schema';
import { stockState } from './stock';

export async function loadCards(
  db: Db,
  ids: number[],
  lang: Lang,
  lowThreshold: number,
  { unpublished = false }: { unpublished?: boolean } = {},
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // One after the other: on a transaction's one connection (placing an order) a second query at once
  // only queues behind the first, which node-postgres now warns against; on the pool it costs ~1 ms.
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      category: products.category,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      artKey: art.key,
      altVi: art.altVi,
      altEn: art.altEn,
    })
    .from(products)
    .leftJoin(productArt, and(eq(productArt.productId, products.id), eq(productArt.position, 0)))
    .leftJoin(art, eq(art.key, productArt.artKey))
    .where(
      and(inArray(products.id, ids), unpublished ? undefined : eq(products.status, 'published')),
    );
  const vrows = await db
    .select({ productId: variants.productId, color: variants.color, stock: variants.stock })
    .from(variants)
    .where(inArray(variants.productId, ids))
    .orderBy(asc(variants.productId), asc(variants.position));
  const byProduct = new Map<number, { colors: Color[]; best: number }>();
  for (const v of vrows) {
    const entry = byProduct.get(v.productId) ?? { colors: [], best: 0 };
    if (!entry.colors.includes(v.color as Color)) entry.colors.push(v.color as Color);
    entry.best = Math.max(entry.best, v.stock);
    byProduct.set(v.productId, entry);
  }
  const cards = new Map<number, ProductCard>();
  for (const r of rows) {
    const name = lang === 'en' ? r.nameEn : r.nameVi;
    const v = byProduct.get(r.id) ?? { colors: [], best: 0 };
    cards.set(r.id, {
      id: String(r.id),
      slug: r.slug,
      name,
      category: r.category,
      price: r.price,
      compare_at_price: r.compareAtPrice,
      image: imageOf(r.artKey ?? 'missing', (lang === 'en' ? r.altEn : r.altVi) ?? name),
      colors: v.colors,
      // The card shows the best variant: in stock if any is above the threshold, low if the best is low.
      stock_state: stockState(v.best, lowThreshold),
    });
  }
  return ids.flatMap((id) => cards.get(id) ?? []);
}
