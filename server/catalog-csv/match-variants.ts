/**
 * Which variant of the shop each row is: the variant holding the row's SKU (refused when another
 * product holds it), else the product's variant of the same colour and size. So importing a file twice
 * finds the second time what the first made, and an export's rows find their own variants.
 */
import type { CatalogState, ProductRow, VariantRow } from './catalog-state';
import type { MergedRow } from './product-body';
import { problem, type Problem } from './problems';
import type { ImportRow } from './rows';

export function matchVariants(
  rows: ImportRow[],
  product: ProductRow | null,
  state: CatalogState,
): { merged: MergedRow[]; untouched: VariantRow[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const own = product ? (state.variantsOf.get(product.id) ?? []) : [];
  const matched = new Map<ImportRow, VariantRow>();
  const claimed = new Set<number>();
  for (const row of rows) {
    if (!row.sku) continue;
    const holder = state.variantsBySku.get(row.sku);
    if (!holder) continue;
    if (holder.productId !== product?.id)
      problems.push(problem(row.line, 'sku', 'catalog.errors.sku_taken', row.sku));
    else if (!claimed.has(holder.id)) {
      matched.set(row, holder);
      claimed.add(holder.id);
    }
  }
  for (const row of rows) {
    if (matched.has(row) || row.color === undefined || row.size === undefined) continue;
    const same = own.find(
      (v) => !claimed.has(v.id) && v.color === row.color && v.size === row.size,
    );
    if (same) {
      matched.set(row, same);
      claimed.add(same.id);
    }
  }
  const untouched = own.filter((v) => !claimed.has(v.id));
  const merged = rows.map((row): MergedRow => {
    const m = matched.get(row) ?? null;
    return {
      row,
      matched: m,
      color: row.color ?? m?.color,
      size: row.size ?? m?.size,
      sku: row.sku ?? m?.sku ?? null,
      price: row.price !== undefined ? row.price : m ? (m.price ?? product!.price) : undefined,
      stock: row.stock ?? m?.stock ?? (row.raw.stock === undefined ? 0 : undefined),
    };
  });
  // A row moved by its SKU onto the colour and size of a variant the file leaves alone.
  for (const m of merged)
    if (untouched.some((u) => u.color === m.color && u.size === m.size))
      problems.push(
        problem(m.row.line, 'size', 'catalog.errors.variant_duplicate', m.row.raw.size ?? null),
      );
  return { merged, untouched, problems };
}
