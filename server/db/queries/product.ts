/** One product with its variants, pictures, size guide, related cards and collection chain. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import type { Lang, Product } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, productArt, products, variants } from '../schema';
import { loadCards } from './cards';
import { allCollections, crumbsOf } from './collections';
import { compareSizes, stockState } from './stock';

const RELATED_MAX = 8;
const RELATED_MIN = 4;

/** A published product by slug: a draft or archived one is no page (404) and no API answer. */
export async function findProductRow(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** Same collection first, then same category; topped up from the same top-level collection to reach 4. */
async function relatedIds(
  db: Db,
  p: { id: number; collectionId: number; category: string },
  rootScope: number[],
): Promise<number[]> {
  const priority = sql<number>`case when ${products.collectionId} = ${p.collectionId} then 0
    when ${products.category} = ${p.category} then 1
    when ${inArray(products.collectionId, rootScope.length ? rootScope : [-1])} then 2 else 3 end`;
  const rows = await db
    .select({ id: products.id, priority })
    .from(products)
    .where(and(ne(products.id, p.id), eq(products.status, 'published')))
    .orderBy(priority, asc(products.featuredRank), asc(products.id))
    .limit(RELATED_MAX);
  const close = rows.filter((r) => r.priority <= 1);
  return (close.length >= RELATED_MIN ? close : rows.slice(0, RELATED_MIN)).map((r) => r.id);
}

export async function loadProduct(
  db: Db,
  slug: string,
  lang: Lang,
  lowThreshold: number,
): Promise<Product | null> {
  const row = await findProductRow(db, slug);
  if (!row) return null;
  const all = await allCollections(db);
  const own = all.find((c) => c.id === row.collectionId);
  const root = own?.slug.split('/')[0] ?? '';
  const rootScope = all
    .filter((c) => c.slug === root || c.slug.startsWith(`${root}/`))
    .map((c) => c.id);
  const [card, vrows, arts, related] = await Promise.all([
    loadCards(db, [row.id], lang, lowThreshold),
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, row.id))
      .orderBy(asc(variants.position), asc(variants.id)),
    db
      .select({ key: art.key, altVi: art.altVi, altEn: art.altEn, color: productArt.color })
      .from(productArt)
      .innerJoin(art, eq(art.key, productArt.artKey))
      .where(and(eq(productArt.productId, row.id)))
      .orderBy(asc(productArt.position)),
    relatedIds(db, row, rootScope).then((ids) => loadCards(db, ids, lang, lowThreshold)),
  ]);
  if (!card[0]) return null;
  return {
    ...card[0],
    description: lang === 'en' ? row.descriptionEn : row.descriptionVi,
    images: arts.map((a) => ({
      ...imageOf(a.key, lang === 'en' ? a.altEn : a.altVi),
      color: a.color as Color | null,
    })),
    sizes: [...new Set(vrows.map((v) => v.size))].sort(compareSizes),
    variants: vrows.map((v) => ({
      id: String(v.id),
      sku: v.sku,
      color: v.color as Color,
      size: v.size,
      price: v.price ?? row.price,
      stock: v.stock,
      stock_state: stockState(v.stock, lowThreshold),
    })),
    size_guide: row.sizeGuide ?? null,
    related,
    breadcrumbs: own ? crumbsOf(all, own.slug, lang) : [],
  };
}
