/**
 * One product's rows of the CSV as the body the back office's editor sends (contract/admin/
 * catalog-inputs.ts ProductBodySchema), checked by that same schema so that a product imported obeys
 * every rule a product saved in the editor does (lengths, a slug and a category in kebab-case, a
 * colour of the spec, a compare-at price above the price, no colour and size twice...), each problem
 * named at the line and column it came from. Before that: the product's own columns must agree on
 * every row, and the product's price is made from its variants' prices.
 */
import * as v from 'valibot';
import { ProductBodySchema } from '../../contract/admin/catalog-inputs';
import type { CsvColumn } from '../../contract/admin/csv-format';
import type { AdminErrorId } from '../../contract/admin/messages';
import type { ProductRow, VariantRow } from './catalog-state';
import { problem, type Problem } from './problems';
import type { ImportRow } from './rows';

export type ProductBody = v.InferOutput<typeof ProductBodySchema>;

/** A product's columns: every row of the product must say the same. */
const PRODUCT_FIELDS = [
  ['name_vi', 'nameVi'],
  ['name_en', 'nameEn'],
  ['description_vi', 'descriptionVi'],
  ['description_en', 'descriptionEn'],
  ['collection', 'collection'],
  ['category', 'category'],
  ['status', 'status'],
  ['compare_at_price', 'compareAt'],
] as const satisfies readonly (readonly [CsvColumn, keyof ImportRow])[];

export function disagreements(rows: ImportRow[]): Problem[] {
  const [first, ...rest] = rows;
  const problems: Problem[] = [];
  for (const [column, key] of PRODUCT_FIELDS)
    for (const row of rest)
      if (first && row[key] !== first[key])
        problems.push(
          problem(
            row.line,
            column,
            'csv.errors.product_disagrees',
            row.raw[column] ?? '',
            first.line,
          ),
        );
  return problems;
}

/**
 * The product's price: the price most of its variants sell at, counting those the file leaves out at
 * theirs; on a tie, its price now if it is one of them, else the lowest. Each other price is a
 * variant's own.
 */
export function productPrice(prices: number[], current: number | null): number | null {
  const counts = new Map<number, number>();
  for (const p of prices) counts.set(p, (counts.get(p) ?? 0) + 1);
  let best: number | null = null;
  let most = 0;
  for (const [price, n] of [...counts].sort((a, b) => a[0] - b[0]))
    if (n > most || (n === most && price === current)) [best, most] = [price, n];
  return best ?? current;
}

/** A row's variant as it will be: its cells, else what the matched variant has. */
export interface MergedRow {
  row: ImportRow;
  matched: VariantRow | null;
  color: string | undefined;
  size: string | undefined;
  sku: string | null;
  /** The price it sells at (before deciding which part is the product's). */
  price: number | null | undefined;
  stock: number | string | undefined;
}

const BODY_COLUMNS: Record<string, CsvColumn | null> = {
  name_vi: 'name_vi',
  name_en: 'name_en',
  description_md_vi: 'description_vi',
  description_md_en: 'description_en',
  slug: 'slug',
  collection: 'collection',
  category: 'category',
  status: 'status',
  price: 'price',
  compare_at_price: 'compare_at_price',
};
const VARIANT_COLUMNS: Record<string, CsvColumn | null> = {
  color: 'color',
  size: 'size',
  sku: 'sku',
  price: 'price',
  stock: 'stock',
};

export interface BodyInput {
  rows: MergedRow[];
  existing: ProductRow | null;
  /** The existing product's collection path and Markdown descriptions, as the editor would show them. */
  existingCollection: string | undefined;
  existingMarkdown: { vi: string; en: string } | null;
  price: number | null;
  /** The file's columns: a problem at a column the file leaves out concerns a kept value, unless new. */
  columns: Set<CsvColumn>;
}

export function checkBody(input: BodyInput): { body: ProductBody | null; problems: Problem[] } {
  const { rows, existing: e } = input;
  const first = rows[0]!.row;
  const keep = <T>(cell: T | undefined, kept: T | undefined) => (cell !== undefined ? cell : kept);
  const raw = {
    name_vi: keep(first.nameVi, e?.nameVi),
    name_en: keep(first.nameEn, e?.nameEn),
    description_md_vi: keep(first.descriptionVi, input.existingMarkdown?.vi ?? ''),
    description_md_en: keep(first.descriptionEn, input.existingMarkdown?.en ?? ''),
    slug: first.slug,
    collection: keep(first.collection, input.existingCollection),
    category: keep(first.category, e?.category),
    status: keep(first.status, e?.status ?? 'draft'),
    price: input.price ?? undefined,
    compare_at_price: keep(first.compareAt, e?.compareAtPrice ?? null),
    seo_title_vi: e?.seoTitleVi ?? null,
    seo_title_en: e?.seoTitleEn ?? null,
    seo_description_vi: e?.seoDescriptionVi ?? null,
    seo_description_en: e?.seoDescriptionEn ?? null,
    variants: rows.map((r) => ({
      id: null,
      color: r.color,
      size: r.size,
      sku: r.sku,
      price: r.price,
      stock: r.stock,
      stock_seen: null,
    })),
  };
  const parsed = v.safeParse(ProductBodySchema, raw);
  if (parsed.success) return { body: parsed.output, problems: [] };
  const problems: Problem[] = [];
  for (const issue of parsed.issues) {
    const [top, index, key] = (issue.path ?? []).map((p) => p.key as string | number);
    const inVariant = top === 'variants' && typeof index === 'number';
    const at = inVariant ? rows[index]!.row : first;
    const column = inVariant
      ? (VARIANT_COLUMNS[String(key)] ?? null)
      : (BODY_COLUMNS[String(top)] ?? null);
    if (e && column && !input.columns.has(column)) continue;
    problems.push(
      problem(
        at.line,
        column,
        issue.message as AdminErrorId,
        column ? (at.raw[column] ?? null) : null,
      ),
    );
  }
  return { body: null, problems };
}
