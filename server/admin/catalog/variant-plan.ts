/**
 * What saving the editor's colour × size grid does to a product's variants, decided before anything is
 * written: which rows are kept (by id, else by the same colour and size), added and removed, each
 * one's SKU (kept, typed, or made as the seed makes them, unique across the shop), own price (stored
 * only when it differs from the product's: server/catalog/price.ts) and stock.
 *
 * A removed variant's row goes, even if it was ordered: order lines keep their own copy of what was
 * bought (card, colour, size, prices; schema-orders.ts) and name the variant without a foreign key,
 * a cancellation skips a variant that is gone, and a cart or checkout holding it is told it is no
 * longer sold (`unknown_variant`). Its stock history goes with it; the audit log keeps the product's
 * variants before the edit.
 *
 * Stock: with `stock_seen` (what the editor showed) the edit is a change from it, so units sold while
 * the editor was open are not put back; without it the stock is set as typed. The caller holds the
 * product's variant rows locked, as orders take stock under the same row locks.
 */
import { and, inArray, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import type { VariantInputSchema } from '../../../contract/admin/catalog-inputs';
import type { FieldErrors } from '../../../contract/api/field-errors';
import { ownPrice } from '../../catalog/price';
import { skuFor } from '../../catalog/search-columns';
import type { Db } from '../../db/client';
import { variants } from '../../db/schema';

type Cell = v.InferOutput<typeof VariantInputSchema>;
export type VariantRow = typeof variants.$inferSelect;

export interface PlannedVariant {
  /** The kept row's id; null for a new variant. */
  id: number | null;
  color: string;
  size: string;
  sku: string;
  price: number | null;
  stock: number;
  /** The stock change to record (0: none). */
  delta: number;
  position: number;
}

export interface VariantPlan {
  cells: PlannedVariant[];
  removed: VariantRow[];
}

/** Which existing row each cell keeps: by id first, then by colour and size among the rest. */
function claim(cells: Cell[], existing: VariantRow[], errors: FieldErrors) {
  const kept = new Map<number, VariantRow>();
  const taken = new Set<number>();
  cells.forEach((cell, i) => {
    if (cell.id === null) return;
    const row = existing.find((r) => r.id === Number(cell.id));
    if (!row) (errors[`variants.${i}.id`] ??= []).push('catalog.errors.variant_unknown');
    else if (taken.has(row.id))
      (errors[`variants.${i}.id`] ??= []).push('catalog.errors.variant_duplicate');
    else {
      kept.set(i, row);
      taken.add(row.id);
    }
  });
  cells.forEach((cell, i) => {
    if (cell.id !== null) return;
    const row = existing.find(
      (r) => !taken.has(r.id) && r.color === cell.color && r.size === cell.size,
    );
    if (row) {
      kept.set(i, row);
      taken.add(row.id);
    }
  });
  return { kept, removed: existing.filter((r) => !taken.has(r.id)) };
}

/** SKUs other products' variants hold, of those asked about. */
async function heldElsewhere(db: Db, productId: number | null, skus: string[]) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        inArray(variants.sku, skus),
        productId === null ? undefined : ne(variants.productId, productId),
      ),
    );
  return new Set(rows.map((r) => r.sku));
}

export async function planVariants(
  db: Db,
  product: { id: number | null; slug: string; price: number },
  cells: Cell[],
  existing: VariantRow[],
): Promise<{ plan: VariantPlan; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const { kept, removed } = claim(cells, existing, errors);
  const named = cells.map((c, i) => c.sku ?? kept.get(i)?.sku ?? null);
  const elsewhere = await heldElsewhere(
    db,
    product.id,
    named.filter((s): s is string => s !== null),
  );
  const used = new Set<string>();
  named.forEach((sku, i) => {
    if (sku === null) return;
    if (elsewhere.has(sku) || used.has(sku))
      (errors[`variants.${i}.sku`] ??= []).push('catalog.errors.sku_taken');
    used.add(sku);
  });
  // Made SKUs: the seed's form, then -2, -3… past any taken here or by another product.
  const skus = [...named];
  for (const [i, cell] of cells.entries()) {
    if (skus[i] !== null) continue;
    const base = skuFor(product.slug, cell.color, cell.size);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (used.has(candidate) || (await heldElsewhere(db, product.id, [candidate])).size) continue;
      skus[i] = candidate;
      used.add(candidate);
      break;
    }
  }
  const planned = cells.map((cell, i): PlannedVariant => {
    const row = kept.get(i);
    const current = row?.stock ?? 0;
    const stock =
      row && cell.stock_seen !== null ? current + (cell.stock - cell.stock_seen) : cell.stock;
    if (stock < 0) (errors[`variants.${i}.stock`] ??= []).push('catalog.errors.stock_negative');
    return {
      id: row?.id ?? null,
      color: cell.color,
      size: cell.size,
      sku: skus[i]!,
      price: ownPrice(product.price, cell.price),
      stock,
      delta: stock - current,
      position: i,
    };
  });
  return { plan: { cells: planned, removed }, errors };
}
