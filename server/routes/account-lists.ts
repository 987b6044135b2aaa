/**
 * Reads the PUT bodies of the account cart and wishlist into ids, or into a 422's field errors
 * (keyed `lines.3.quantity`, `product_ids.0`). Whether the ids exist is checked against the db by the caller.
 */
import type { AccountErrorId } from '../../contract/types';
import type { FieldErrors } from '../http/field-errors';

export const MAX_CART_LINES = 100;
export const MAX_WISHLIST = 200;
export const MAX_LINE_QUANTITY = 99;
const ID_RE = /^[1-9]\d{0,8}$/;

/** Ids travel as strings (API.md); a bare number is taken too. */
function idOf(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : v;
  return typeof s === 'string' && ID_RE.test(s) ? Number(s) : null;
}

function add(errors: FieldErrors, field: string, id: AccountErrorId): void {
  (errors[field] ??= []).push(id);
}

export interface CartInput {
  lines: { variantId: number; quantity: number }[];
  errors: FieldErrors;
}

export function readCartBody(body: Record<string, unknown>): CartInput {
  const errors: FieldErrors = {};
  const raw = body['lines'];
  if (!Array.isArray(raw)) return { lines: [], errors: { lines: ['account.errors.invalid'] } };
  if (raw.length > MAX_CART_LINES)
    return { lines: [], errors: { lines: ['account.errors.too_many'] } };
  const seen = new Set<number>();
  const lines: CartInput['lines'] = [];
  raw.forEach((line: unknown, i) => {
    const l = (typeof line === 'object' && line !== null ? line : {}) as Record<string, unknown>;
    const variantId = idOf(l['variant_id']);
    const quantity = l['quantity'];
    if (variantId === null) add(errors, `lines.${i}.variant_id`, 'account.errors.invalid');
    else if (seen.has(variantId)) add(errors, `lines.${i}.variant_id`, 'account.errors.duplicate');
    if (
      !Number.isInteger(quantity) ||
      (quantity as number) < 1 ||
      (quantity as number) > MAX_LINE_QUANTITY
    )
      add(errors, `lines.${i}.quantity`, 'account.errors.quantity_range');
    if (variantId !== null) seen.add(variantId);
    lines.push({ variantId: variantId ?? 0, quantity: quantity as number });
  });
  return { lines, errors };
}

export interface WishlistInput {
  /** In the order sent (newest first), a repeated id kept once. */
  ids: number[];
  /** Every id as sent, at its index, for the 422 of unknown ones. */
  sent: number[];
  errors: FieldErrors;
}

export function readWishlistBody(body: Record<string, unknown>): WishlistInput {
  const raw = body['product_ids'];
  if (!Array.isArray(raw))
    return { ids: [], sent: [], errors: { product_ids: ['account.errors.invalid'] } };
  if (raw.length > MAX_WISHLIST)
    return { ids: [], sent: [], errors: { product_ids: ['account.errors.too_many'] } };
  const errors: FieldErrors = {};
  const sent = raw.map((v: unknown, i) => {
    const id = idOf(v);
    if (id === null) add(errors, `product_ids.${i}`, 'account.errors.invalid');
    return id ?? 0;
  });
  return { ids: [...new Set(sent)], sent, errors };
}

/** The 422 entries for ids the db does not know, at the index each was sent. */
export function unknownErrors(
  sent: readonly number[],
  known: ReadonlySet<number>,
  field: (i: number) => string,
  id: AccountErrorId,
): FieldErrors {
  const errors: FieldErrors = {};
  sent.forEach((v, i) => {
    if (!known.has(v)) add(errors, field(i), id);
  });
  return errors;
}
