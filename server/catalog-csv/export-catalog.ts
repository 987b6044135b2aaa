/**
 * The catalog as CSV (issue 37): one row per variant, the columns of contract/admin/csv-format.ts in
 * their order, read by the import as it was written. The same shop always makes the same bytes, so an
 * export imported and exported again is the same file: products by slug (code-point order, whatever
 * the database's collation), each product's variants in their order, prices with the currency's
 * decimals, each description's Markdown (made from the stored HTML when none was written), each
 * colour's pictures by their keys (a key is a picture of the shop to the import). CRLF between rows
 * (RFC 4180) and a BOM in front: Excel reads a CSV without one in the machine's legacy code page, and
 * Vietnamese comes out garbled; with it, Excel, LibreOffice, Google Sheets and csv-parse all read UTF-8.
 */
import { asc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS, type CsvColumn } from '../../contract/admin/csv-format';
import type { Db } from '../db/client';
import { collections, productArt, products, variants } from '../db/schema';
import { readCurrency } from './catalog-state';
import { currencyDigits, formatMoney } from './money';
import { cachedMarkdown } from './plan-product';
import { viewOf, type PictureLink } from './picture-views';

export interface CatalogCsv {
  csv: string;
  /** Rows under the header: one per variant. */
  rows: number;
  products: number;
}

export async function exportCatalog(db: Db): Promise<CatalogCsv> {
  const digits = currencyDigits(await readCurrency(db));
  const paths = new Map(
    (await db.select({ id: collections.id, slug: collections.slug }).from(collections)).map((c) => [
      c.id,
      c.slug,
    ]),
  );
  const productRows = await db.select().from(products);
  productRows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const variantsOf = new Map<number, (typeof variants.$inferSelect)[]>();
  for (const v of await db
    .select()
    .from(variants)
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id)))
    (variantsOf.get(v.productId) ?? variantsOf.set(v.productId, []).get(v.productId)!).push(v);
  const picturesOf = new Map<number, PictureLink[]>();
  for (const p of await db
    .select()
    .from(productArt)
    .orderBy(asc(productArt.productId), asc(productArt.position)))
    (picturesOf.get(p.productId) ?? picturesOf.set(p.productId, []).get(p.productId)!).push({
      artKey: p.artKey,
      color: p.color,
    });

  const markdown = cachedMarkdown();
  const money = (minor: number | null) => (minor === null ? '' : formatMoney(minor, digits));
  const records: string[][] = [[...CSV_COLUMNS]];
  for (const p of productRows) {
    const product = {
      slug: p.slug,
      name_vi: p.nameVi,
      name_en: p.nameEn,
      description_vi: markdown(p.descriptionMdVi, p.descriptionVi),
      description_en: markdown(p.descriptionMdEn, p.descriptionEn),
      collection: paths.get(p.collectionId) ?? '',
      category: p.category,
      status: p.status,
      compare_at_price: money(p.compareAtPrice),
    };
    const links = picturesOf.get(p.id) ?? [];
    for (const v of variantsOf.get(p.id) ?? []) {
      const row: Record<CsvColumn, string> = {
        ...product,
        color: v.color,
        size: v.size,
        sku: v.sku,
        price: money(v.price ?? p.price),
        stock: String(v.stock),
        images: viewOf(links, v.color).join(' '),
      };
      records.push(CSV_COLUMNS.map((c) => row[c]));
    }
  }
  // Quoted when a cell holds a line break too (csv-stringify quotes only the record delimiter itself).
  const csv = stringify(records, { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  return {
    csv,
    rows: records.length - 1,
    products: productRows.filter((p) => variantsOf.has(p.id)).length,
  };
}
