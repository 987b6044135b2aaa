/**
 * What the shop holds of what a CSV names, read in a few statements whatever the file's size: every
 * collection (by path), the products of the file's slugs with their variants and pictures, the
 * variants holding the file's SKUs (another product's SKU is refused), and the store's currency. In a
 * real import it is read inside the transaction with the products' and variants' rows locked, as the
 * editor and orders lock them, so what is planned is what is written.
 */
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { art, collections, productArt, products, storeSettings, variants } from '../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
export type PictureRow = typeof productArt.$inferSelect;
export type CollectionRow = Pick<
  typeof collections.$inferSelect,
  'id' | 'slug' | 'nameVi' | 'nameEn'
>;

export interface CatalogState {
  currency: string;
  collectionsBySlug: Map<string, CollectionRow>;
  collectionsById: Map<number, CollectionRow>;
  productsBySlug: Map<string, ProductRow>;
  /** Each product's variants, in their order. */
  variantsOf: Map<number, VariantRow[]>;
  /** Variants by SKU: the file's products' and any holding a SKU the file names. */
  variantsBySku: Map<string, VariantRow>;
  /** Each product's pictures, in their order. */
  picturesOf: Map<number, PictureRow[]>;
}

export async function readCurrency(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, 'currency'));
  return typeof row?.value === 'string' ? row.value : 'USD';
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/** `column = any($1)`: one array parameter, however many values (an IN list binds one each). */
const anyOf = (column: PgColumn, values: (string | number)[], type: 'text' | 'int'): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;

export async function readCatalogState(
  db: Db,
  slugs: string[],
  skus: string[],
  lock: boolean,
): Promise<CatalogState> {
  const collectionRows = await db
    .select({
      id: collections.id,
      slug: collections.slug,
      nameVi: collections.nameVi,
      nameEn: collections.nameEn,
    })
    .from(collections);
  const productQuery = db
    .select()
    .from(products)
    .where(anyOf(products.slug, slugs, 'text'));
  const productRows =
    slugs.length === 0 ? [] : await (lock ? productQuery.for('update') : productQuery);
  const ids = productRows.map((p) => p.id);
  const variantQuery = db
    .select()
    .from(variants)
    .where(
      or(
        ids.length ? anyOf(variants.productId, ids, 'int') : undefined,
        skus.length ? anyOf(variants.sku, skus, 'text') : undefined,
      ),
    )
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
  const variantRows =
    ids.length + skus.length === 0 ? [] : await (lock ? variantQuery.for('update') : variantQuery);
  const pictureRows = ids.length
    ? await db
        .select()
        .from(productArt)
        .where(anyOf(productArt.productId, ids, 'int'))
        .orderBy(asc(productArt.productId), asc(productArt.position))
    : [];
  const mine = new Set(ids);
  return {
    currency: await readCurrency(db),
    collectionsBySlug: new Map(collectionRows.map((c) => [c.slug, c])),
    collectionsById: new Map(collectionRows.map((c) => [c.id, c])),
    productsBySlug: new Map(productRows.map((p) => [p.slug, p])),
    variantsOf: groupBy(
      variantRows.filter((v) => mine.has(v.productId)),
      (v) => v.productId,
    ),
    variantsBySku: new Map(variantRows.map((v) => [v.sku, v])),
    picturesOf: groupBy(pictureRows, (p) => p.productId),
  };
}

/** Which of `keys` are pictures of the shop. */
export async function existingPictures(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: art.key })
    .from(art)
    .where(anyOf(art.key, keys, 'text'));
  return new Set(rows.map((r) => r.key));
}
