/** Merging the device's cart with a signed-in customer's server copy (the accounts issue calls it on login). */
import { clampQuantity, MAX_QUANTITY } from './cart-lines';

export interface MergeLine {
  variantId: string;
  quantity: number;
}

export interface MergeConflict {
  variantId: string;
  wanted: number;
  kept: number;
}

/**
 * Merges the device's cart with the server's copy on login: the same variant's quantities add up,
 * capped at its stock (unknown stock: at 99); a line with no stock left is dropped. Local order first.
 * Conflicts list every line that was cut, for the screen to show.
 */
export function mergeCarts<L extends MergeLine>(
  local: readonly L[],
  server: readonly L[],
  stockOf: (variantId: string) => number | undefined,
): { lines: L[]; conflicts: MergeConflict[] } {
  const order: L[] = [];
  const wanted = new Map<string, number>();
  for (const line of [...local, ...server]) {
    if (!wanted.has(line.variantId)) order.push(line);
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  }
  const lines: L[] = [];
  const conflicts: MergeConflict[] = [];
  for (const line of order) {
    const want = wanted.get(line.variantId)!;
    const kept = clampQuantity(want, stockOf(line.variantId) ?? MAX_QUANTITY);
    if (kept < want) conflicts.push({ variantId: line.variantId, wanted: want, kept });
    if (kept > 0) lines.push({ ...line, quantity: kept });
  }
  return { lines, conflicts };
}
