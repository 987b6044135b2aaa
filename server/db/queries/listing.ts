/**
 * Collection listing: products of a collection and its descendants, filtered, sorted and paged, with
 * standard faceting: each facet is counted with every OTHER filter applied, so picking a colour still
 * shows how many products the other colours would give.
 */
import { and, asc, desc, eq, exists, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { COLORS, type Color } from '../../../contract/constants';
import type { Facets, Lang, ProductCard, Sort } from '../../../contract/types';
import type { Db } from '../client';
import { products, variants } from '../schema';
import { loadCards } from './cards';
import { compareSizes } from './stock';

export interface ListingFilters {
  colors: Color[];
  sizes: string[];
  categories: string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

type FilterName = 'color' | 'size' | 'category' | 'price' | 'stock';

function variantExists(db: Db, cond: SQL | undefined): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(variants)
      .where(and(eq(variants.productId, products.id), cond)),
  );
}

/** Each active filter as a condition, keyed so a facet can leave its own one out. */
function conditions(db: Db, f: ListingFilters): Map<FilterName, SQL> {
  const out = new Map<FilterName, SQL>();
  if (f.colors.length) out.set('color', variantExists(db, inArray(variants.color, f.colors)));
  if (f.sizes.length) out.set('size', variantExists(db, inArray(variants.size, f.sizes)));
  if (f.categories.length) out.set('category', inArray(products.category, f.categories));
  const price = and(
    f.priceMin === null ? undefined : gte(products.price, f.priceMin),
    f.priceMax === null ? undefined : lte(products.price, f.priceMax),
  );
  if (price) out.set('price', price);
  if (f.inStock) out.set('stock', variantExists(db, gt(variants.stock, 0)));
  return out;
}

function whereExcept(
  scope: SQL | undefined,
  conds: Map<FilterName, SQL>,
  except?: FilterName,
): SQL | undefined {
  return and(scope, ...[...conds].filter(([name]) => name !== except).map(([, c]) => c));
}

const ORDER: Record<Sort, SQL[]> = {
  featured: [asc(products.featuredRank), asc(products.id)],
  best_selling: [desc(products.salesCount), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

export interface ListingResult {
  items: ProductCard[];
  total: number;
  facets: Facets;
}

export async function listProducts(
  db: Db,
  q: {
    collectionIds: number[] | null;
    filters: ListingFilters;
    sort: Sort;
    page: number;
    perPage: number;
    lang: Lang;
    lowThreshold: number;
  },
): Promise<ListingResult> {
  const scope =
    q.collectionIds === null
      ? undefined
      : inArray(products.collectionId, q.collectionIds.length ? q.collectionIds : [-1]);
  const conds = conditions(db, q.filters);
  const count = sql<number>`count(distinct ${products.id})::int`;
  const [idRows, totalRows, colorRows, sizeRows, categoryRows, priceRows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(whereExcept(scope, conds))
      .orderBy(...ORDER[q.sort])
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count }).from(products).where(whereExcept(scope, conds)),
    db
      .select({ value: variants.color, count })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(whereExcept(scope, conds, 'color'))
      .groupBy(variants.color),
    db
      .select({ value: variants.size, count })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(whereExcept(scope, conds, 'size'))
      .groupBy(variants.size),
    db
      .select({ value: products.category, count })
      .from(products)
      .where(whereExcept(scope, conds, 'category'))
      .groupBy(products.category),
    db
      .select({
        min: sql<number | null>`min(${products.price})::int`,
        max: sql<number | null>`max(${products.price})::int`,
      })
      .from(products)
      .where(whereExcept(scope, conds, 'price')),
  ]);
  const colorRank = (c: string) => COLORS.indexOf(c as Color);
  return {
    items: await loadCards(
      db,
      idRows.map((r) => r.id),
      q.lang,
      q.lowThreshold,
    ),
    total: totalRows[0]?.n ?? 0,
    facets: {
      colors: colorRows.sort((a, b) => colorRank(a.value) - colorRank(b.value)),
      sizes: sizeRows.sort((a, b) => compareSizes(a.value, b.value)),
      categories: categoryRows.sort((a, b) => a.value.localeCompare(b.value)),
      price: { min: priceRows[0]?.min ?? 0, max: priceRows[0]?.max ?? 0 },
    },
  };
}
