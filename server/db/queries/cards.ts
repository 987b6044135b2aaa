/**
 * Product cards for any list of product ids, in the order given, from one query (the variants'
 * colours and best stock read beside each product). Only published products make cards (a draft or
 * archived one is left out wherever a shopper sees cards: wishlist, events, related), unless
 * `unpublished` asks for them too: the cart's re-check names such a product on its line to say it is
 * no longer sold.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
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
  // One statement, the variants' colours and best stock read per row: a single round trip, which a
  // transaction's one connection (placing an order) takes as well as the pool.
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
      colors: sql<Color[]>`array(select v.color from ${variants} v
        where v.product_id = ${products.id} order by v.position)`,
      best: sql<number>`coalesce((select max(v.stock) from ${variants} v
        where v.product_id = ${products.id}), 0)::int`,
    })
    .from(products)
    .leftJoin(productArt, and(eq(productArt.productId, products.id), eq(productArt.position, 0)))
    .leftJoin(art, eq(art.key, productArt.artKey))
    .where(
      and(inArray(products.id, ids), unpublished ? undefined : eq(products.status, 'published')),
    );
  const cards = new Map<number, ProductCard>();
  for (const r of rows) {
    const name = lang === 'en' ? r.nameEn : r.nameVi;
    const v = { colors: [...new Set(r.colors)], best: r.best };
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
