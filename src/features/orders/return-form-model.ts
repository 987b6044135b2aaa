/**
 * The return form's rules, apart from its markup: which lines may still be returned and how many of
 * each (what was ordered, less what earlier requests not refused asked for, as the server counts), which
 * the shopper picked, the body the API takes, and where each message id of a failed check (or of the
 * server's answer) goes: the list of items, one picked line, the reason, or the form as a whole.
 */
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Order } from '../../../contract/types';

/** A line of the order that may be returned, and how many of it at most. */
export interface ReturnableLine {
  variant_id: string;
  /** What may still be returned (at least 1). */
  quantity: number;
}

export function returnableLines(order: Pick<Order, 'lines' | 'returns'>): ReturnableLine[] {
  const left = new Map<string, number>();
  for (const l of order.lines) left.set(l.variant_id, (left.get(l.variant_id) ?? 0) + l.quantity);
  for (const r of order.returns.filter((r) => r.status !== 'refused'))
    for (const l of r.lines) left.set(l.variant_id, (left.get(l.variant_id) ?? 0) - l.quantity);
  return [...left]
    .filter(([, quantity]) => quantity > 0)
    .map(([variant_id, quantity]) => ({ variant_id, quantity }));
}

export type Picks = Record<string, { picked: boolean; quantity: number }>;

export const initialPicks = (lines: readonly ReturnableLine[]): Picks =>
  Object.fromEntries(lines.map((l) => [l.variant_id, { picked: false, quantity: l.quantity }]));

export const pickedIds = (lines: readonly ReturnableLine[], picks: Picks): string[] =>
  lines.filter((l) => picks[l.variant_id]?.picked).map((l) => l.variant_id);

/** The request as typed; `ReturnBodySchema` judges it (at most what may be returned is the stepper's). */
export function returnBody(lines: readonly ReturnableLine[], picks: Picks, reason: string) {
  return {
    lines: pickedIds(lines, picks).map((id) => ({
      variant_id: id,
      quantity: picks[id]?.quantity ?? 0,
    })),
    reason,
  };
}

export interface PlacedErrors {
  /** On the list of items (none picked, too many). */
  lines?: string;
  /** On one picked line, by variant id. */
  line: Record<string, string>;
  reason?: string;
  /** Anything else (the order's state: not delivered, the window closed). */
  form: string[];
}

/** `lines.2.quantity` is the third picked line: the body lists picked lines only, in the order's order. */
export function placeErrors(errors: FieldErrors, picked: readonly string[]): PlacedErrors {
  const placed: PlacedErrors = { line: {}, form: [] };
  for (const [path, ids] of Object.entries(errors)) {
    const first = ids[0];
    if (!first) continue;
    const [head, index] = path.split('.');
    const id = index === undefined ? undefined : picked[Number(index)];
    if (head === 'reason') placed.reason ??= first;
    else if (head === 'lines' && id !== undefined) placed.line[id] ??= first;
    else if (head === 'lines') placed.lines ??= first;
    else placed.form.push(...ids);
  }
  return placed;
}

/**
 * A return may be asked for a delivered order (or one with a request already, for what is left) until
 * the server's `returnable_until`, while some line is left to return.
 */
export function canRequestReturn(
  order: Pick<Order, 'status' | 'returnable_until' | 'lines' | 'returns'>,
  now = Date.now(),
) {
  return (
    (order.status === 'delivered' || order.status === 'return_requested') &&
    order.returnable_until !== null &&
    Date.parse(order.returnable_until) > now &&
    returnableLines(order).length > 0
  );
}

/**
 * Where a refused request's reasons go. A 422 names fields (`_` for the order's state); a 409 (the
 * order moved on: past its window, no longer delivered) may carry ids too, else it is the window.
 */
export function refusalErrors(status: number, errors: FieldErrors | undefined): FieldErrors | null {
  if (errors && Object.keys(errors).length > 0 && (status === 422 || status === 409)) return errors;
  if (status === 409) return { _: ['orders.errors.return_window_closed'] };
  return null;
}
