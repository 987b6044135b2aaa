/**
 * The checkout's arithmetic, pure: lines priced from the database's variants, their problems, the
 * discount, shipping and total. Every amount an answer or an order carries is computed here; nothing
 * the client sends is an amount.
 */
import { MAX_LINE_QUANTITY } from '../../contract/api/limits';
import type { Problem } from '../../contract/types';
import type { StoredLine } from '../db/schema-orders';

export interface VariantNow {
  id: number;
  productId: number;
  color: string;
  size: string;
  price: number;
  stock: number;
}

export interface Discount {
  kind: 'percent' | 'fixed';
  value: number;
}

export interface ShippingRates {
  free_shipping_threshold: number;
  shipping_methods: readonly { code: string; price: number }[];
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/**
 * One line per variant, in the order first sent: a variant sent twice is one line of both quantities,
 * at most the line limit (the checkout's schema refuses more; a draft stored before it said so is
 * held to it here).
 */
export function mergeLines(lines: readonly StoredLine[]): StoredLine[] {
  const merged = new Map<number, StoredLine>();
  for (const l of lines) {
    const seen = merged.get(l.variant_id);
    if (seen) seen.quantity = Math.min(seen.quantity + l.quantity, MAX_LINE_QUANTITY);
    else merged.set(l.variant_id, { ...l, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) });
  }
  return [...merged.values()];
}

/**
 * What stands between these lines and an order: a variant gone, stock short, or a price other than the
 * one the shopper was last shown (`quoted`, by variant id; a line never quoted has not changed).
 */
export function lineProblems(
  lines: readonly StoredLine[],
  variants: ReadonlyMap<number, VariantNow>,
  quoted: Readonly<Record<string, number>>,
): Problem[] {
  const problems: Problem[] = [];
  for (const { variant_id, quantity } of lines) {
    const id = String(variant_id);
    const v = variants.get(variant_id);
    if (!v) {
      problems.push({ variant_id: id, code: 'unknown_variant' });
      continue;
    }
    const available = Math.max(0, v.stock);
    if (available === 0) problems.push({ variant_id: id, code: 'out_of_stock', available });
    else if (available < quantity)
      problems.push({ variant_id: id, code: 'insufficient_stock', available });
    const shown = quoted[id];
    if (shown !== undefined && shown !== v.price)
      problems.push({ variant_id: id, code: 'price_changed', price: v.price });
  }
  return problems;
}

/** A percentage is rounded to the nearest minor unit; no discount takes more than the subtotal. */
export function discountOf(discount: Discount | null, subtotal: number): number {
  if (!discount) return 0;
  const amount =
    discount.kind === 'percent' ? Math.round((subtotal * discount.value) / 100) : discount.value;
  return Math.min(Math.max(0, amount), subtotal);
}

/**
 * Standard is free once the subtotal after discount reaches the threshold; express always costs its
 * price; no method chosen yet costs nothing (the draft's total is what it would be without shipping).
 */
export function shippingOf(
  method: string | null,
  afterDiscount: number,
  rates: ShippingRates,
): number {
  if (!method) return 0;
  const price = rates.shipping_methods.find((m) => m.code === method)?.price ?? 0;
  if (method === 'standard' && afterDiscount >= rates.free_shipping_threshold) return 0;
  return price;
}

export function totalsOf(
  lines: readonly { quantity: number; unitPrice: number }[],
  discount: Discount | null,
  method: string | null,
  rates: ShippingRates,
): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const off = discountOf(discount, subtotal);
  const shipping = shippingOf(method, subtotal - off, rates);
  return { subtotal, discount: off, shipping, total: subtotal - off + shipping };
}
