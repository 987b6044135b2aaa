/**
 * What a whole file does to the shop: its rows grouped by product slug (in the order the file first
 * names them), each product planned (plan-product.ts), checks across the file (a SKU, or a product's
 * colour and size, on two rows), new products' slugs free (no other product's, nor one a renamed
 * product left behind: server/catalog/slug.ts), and the SKUs made for rows that give none (the seed's
 * form, server/catalog/search-columns.ts, then -2, -3… past any taken). Reads only: the same plan
 * serves the dry run and, inside the transaction, the import.
 */
import { sql } from 'drizzle-orm';
import type { CsvColumn } from '../../contract/admin/csv-format';
import { skuFor } from '../catalog/search-columns';
import { uniqueSlug } from '../catalog/slug';
import type { Db } from '../db/client';
import { readCatalogState } from './catalog-state';
import { cachedMarkdown, planProduct, type PlannedProduct } from './plan-product';
import { problem, type Problem } from './problems';
import type { ImportRow } from './rows';

export interface ImportPlan {
  products: PlannedProduct[];
  problems: Problem[];
}

function fileProblems(rows: ImportRow[]): Problem[] {
  const problems: Problem[] = [];
  const skus = new Map<string, number>();
  const cells = new Map<string, number>();
  for (const row of rows) {
    if (!row.slug) problems.push(problem(row.line, 'slug', 'admin.errors.required'));
    if (row.sku) {
      const seen = skus.get(row.sku);
      if (seen !== undefined)
        problems.push(problem(row.line, 'sku', 'csv.errors.sku_repeated', row.sku, seen));
      else skus.set(row.sku, row.line);
    }
    if (row.color !== undefined && row.size !== undefined) {
      const key = `${row.slug}\u0000${row.color}\u0000${row.size}`;
      const seen = cells.get(key);
      if (seen !== undefined)
        problems.push(
          problem(row.line, 'size', 'csv.errors.variant_repeated', row.raw.size ?? null, seen),
        );
      else cells.set(key, row.line);
    }
  }
  return problems;
}

export async function planImport(
  db: Db,
  rows: ImportRow[],
  columns: Set<CsvColumn>,
  keyOf: Map<string, string>,
  lock: boolean,
): Promise<ImportPlan> {
  const bySlug = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (!row.slug) continue; // a problem of its own (fileProblems)
    const group = bySlug.get(row.slug);
    if (group) group.push(row);
    else bySlug.set(row.slug, [row]);
  }
  const state = await readCatalogState(
    db,
    [...bySlug.keys()],
    rows.flatMap((r) => (r.sku ? [r.sku] : [])),
    lock,
  );
  const problems = fileProblems(rows);
  const ctx = { state, columns, keyOf, markdown: cachedMarkdown() };
  const products: PlannedProduct[] = [];
  for (const group of bySlug.values()) {
    const planned = planProduct(group, ctx);
    problems.push(...planned.problems);
    if (!planned.plan) continue;
    if (!planned.plan.before && (await uniqueSlug(db, planned.plan.slug)) !== planned.plan.slug)
      problems.push(
        problem(group[0]!.line, 'slug', 'catalog.errors.slug_taken', planned.plan.slug),
      );
    products.push(planned.plan);
  }
  if (problems.length === 0) await makeSkus(db, products);
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { products, problems };
}

/** SKUs for the rows that give none, unique in the shop and the file. */
async function makeSkus(db: Db, products: PlannedProduct[]): Promise<void> {
  const wanting = products.flatMap((p) =>
    p.variants
      .filter((v) => v.sku === '')
      .map((v) => ({ v, base: skuFor(p.slug, v.color, v.size) })),
  );
  if (wanting.length === 0) return;
  const used = new Set(products.flatMap((p) => p.variants.map((v) => v.sku)));
  const taken = async (candidates: string[]) => {
    const { rows } = (await db.execute(
      sql`select sku from variants where sku = any(${sql.param(candidates)}::text[])`,
    )) as unknown as { rows: { sku: string }[] };
    return new Set(rows.map((r) => r.sku));
  };
  let inShop = await taken(wanting.map((w) => w.base));
  for (const { v, base } of wanting) {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (n > 1 && !inShop.has(candidate))
        inShop = new Set([...inShop, ...(await taken([candidate]))]);
      if (used.has(candidate) || inShop.has(candidate)) continue;
      v.sku = candidate;
      used.add(candidate);
      break;
    }
  }
}
