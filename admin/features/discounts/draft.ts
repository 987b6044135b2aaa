/**
 * The discount form's fields as typed (text, so a half-typed amount stays as it is) and the API body
 * made from them. Amounts are decimals of the store's currency with a dot (`25.00` is 2500 US cents);
 * times are the member's local date and time (`datetime-local`), sent as UTC instants. What cannot be
 * read becomes a field error here, by the same ids the API would answer where it has one.
 */
import type { DiscountKind } from '../../../contract/admin/discount-constants';
import type { AdminDiscount, DiscountCreateBody } from '../../../contract/admin/discount-types';

export interface DiscountDraft {
  code: string;
  kind: DiscountKind;
  /** Per cent for `percent`, an amount for `fixed`. */
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  per_customer: string;
  first_order_only: boolean;
}

export const EMPTY_DRAFT: DiscountDraft = {
  code: '',
  kind: 'percent',
  value: '',
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  per_customer: '',
  first_order_only: false,
};

const amountText = (minor: number, digits: number) =>
  digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);

/** `39.90` → 3990 (two digits); null when it is not an amount. */
export function parseAmount(text: string, digits: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || '0');
}

/** An instant as a `datetime-local` value in this browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftOf(saved: AdminDiscount, digits: number): DiscountDraft {
  return {
    code: saved.code,
    kind: saved.kind,
    value: saved.kind === 'fixed' ? amountText(saved.value, digits) : String(saved.value),
    min_subtotal: saved.min_subtotal ? amountText(saved.min_subtotal, digits) : '',
    starts_at: localInput(saved.starts_at),
    ends_at: localInput(saved.ends_at),
    max_uses: saved.max_uses === null ? '' : String(saved.max_uses),
    per_customer: saved.per_customer === null ? '' : String(saved.per_customer),
    first_order_only: saved.first_order_only,
  };
}

export type DraftResult =
  { ok: true; body: DiscountCreateBody } | { ok: false; fields: Record<string, string> };

/** The body, or the message id of each field that cannot be read. */
export function bodyOf(draft: DiscountDraft, digits: number): DraftResult {
  const fields: Record<string, string> = {};
  const whole = (name: keyof DiscountDraft, text: string): number | null => {
    if (text.trim() === '') return null;
    if (!/^\d{1,9}$/.test(text.trim())) fields[name] = 'admin.errors.invalid';
    return Number(text.trim());
  };
  const money = (name: keyof DiscountDraft, text: string): number | null => {
    if (text.trim() === '') return null;
    const value = parseAmount(text, digits);
    if (value === null) fields[name] = 'discounts.amount_invalid';
    return value;
  };
  const value =
    draft.kind === 'percent' ? whole('value', draft.value) : money('value', draft.value);
  if (value === null && !fields['value']) fields['value'] = 'admin.errors.required';
  const instant = (text: string) => (text ? new Date(text).toISOString() : null);
  const body: DiscountCreateBody = {
    code: draft.code,
    kind: draft.kind,
    value: value ?? 0,
    min_subtotal: money('min_subtotal', draft.min_subtotal) ?? 0,
    starts_at: instant(draft.starts_at),
    ends_at: instant(draft.ends_at),
    max_uses: whole('max_uses', draft.max_uses),
    per_customer: whole('per_customer', draft.per_customer),
    first_order_only: draft.first_order_only,
  };
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body };
}
