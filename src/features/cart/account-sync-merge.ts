/**
 * Pure rules of the cart's server mirror. The first sync of a session (no base) is the login merge of
 * merge-carts.ts: quantities add, capped at stock. Later starts merge three ways against the copy the
 * server last confirmed (the base), so a reload never adds the cart to itself: a side that did not change
 * since the base takes the other side's quantity; when both changed, both changes count.
 */
import type { AccountCartLine } from '../../../contract/types';
import { MAX_CART_LINES } from '../../../contract/api/limits';
import type { CartLineRow } from '../../lib/db/schema';
import { MAX_QUANTITY } from './cart-lines';
import { mergeCarts, type MergeConflict, type MergeLine } from './merge-carts';

export interface CopyMerge {
  lines: MergeLine[];
  conflicts: MergeConflict[];
}

const qtyMap = (lines: readonly MergeLine[]) =>
  new Map(lines.map((l) => [l.variantId, l.quantity]));

export function mergeCartCopies(
  local: readonly MergeLine[],
  server: readonly MergeLine[],
  base: readonly MergeLine[] | null,
  stockOf: (variantId: string) => number | undefined,
): CopyMerge {
  const had = qtyMap(local);
  // Never cut below what the device already holds: the cart's own re-check shows lost stock on the line.
  const capOf = (id: string) => Math.max(stockOf(id) ?? MAX_QUANTITY, had.get(id) ?? 0);
  if (!base) return mergeCarts(local, server, capOf);
  const [l, s, b] = [had, qtyMap(server), qtyMap(base)];
  const order = [...new Set([...l.keys(), ...s.keys()])];
  const lines: MergeLine[] = [];
  const conflicts: MergeConflict[] = [];
  for (const variantId of order) {
    const [lq, sq, bq] = [l.get(variantId) ?? 0, s.get(variantId) ?? 0, b.get(variantId) ?? 0];
    const wanted = lq === bq ? sq : sq === bq ? lq : lq + sq - bq;
    const kept = Math.max(0, Math.min(wanted, MAX_QUANTITY, capOf(variantId)));
    if (kept < wanted) conflicts.push({ variantId, wanted, kept });
    if (kept > 0) lines.push({ variantId, quantity: kept });
  }
  return { lines, conflicts };
}

/** The body of PUT /api/account/cart from the device's rows: lines the server said are gone stay home. */
export function serverLinesOf(rows: readonly CartLineRow[]): AccountCartLine[] {
  return rows
    .filter((r) => !r.check?.gone && r.quantity >= 1)
    .slice(0, MAX_CART_LINES) // the most lines the server keeps
    .map((r) => ({
      variant_id: r.variantId,
      quantity: Math.min(MAX_QUANTITY, Math.floor(r.quantity)),
    }));
}

export const toMergeLines = (lines: readonly AccountCartLine[]): MergeLine[] =>
  lines.map((l) => ({ variantId: l.variant_id, quantity: l.quantity }));
