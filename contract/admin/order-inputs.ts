/**
 * What the admin API's order endpoints take (issue 39), as valibot schemas answering message ids
 * (messages.ts). Dates are calendar days (YYYY-MM-DD) in the shop's time zone, both ends included: the
 * server turns them into instants (server/admin/orders/order-filters.ts).
 */
import * as v from 'valibot';
import { PagingQuerySchema, field } from '../api/inputs';
import { ORDER_STATUSES } from '../api/shapes';
import { INVALID, id } from './catalog-fields';

export const SHIPPING_METHOD_CODES = ['standard', 'express'] as const;
export const PAYMENT_METHOD_CODES = ['cod', 'card'] as const;
export const MAX_ORDER_NOTE = 2_000;
export const MAX_ORDER_SEARCH = 200;

type Raw = string | string[];
const raw = v.optional(v.union([v.string(), v.array(v.string())], INVALID), '');
const first = v.pipe(
  raw,
  v.transform((x: Raw) => (Array.isArray(x) ? (x[0] ?? '') : x).trim()),
);

/** Repeated or comma-joined values of `list`, without repeats. */
// @__NO_SIDE_EFFECTS__
function someOf<const T extends readonly string[]>(list: T) {
  return v.pipe(
    raw,
    v.transform((x: Raw) =>
      (Array.isArray(x) ? x : [x])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    v.check((xs) => xs.every((s) => (list as readonly string[]).includes(s)), INVALID),
    v.transform((xs) => [...new Set(xs)] as T[number][]),
  );
}

/** A real calendar day (not 2026-02-30), or '' when absent. */
export const isDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

const day = v.pipe(
  first,
  v.check((s) => s === '' || isDay(s), id('orders.errors.date_invalid')),
);

/** `from` after `to` would find nothing by mistake: refused, named at `to`. */
const inOrder = (q: { from: string; to: string }) => !q.from || !q.to || q.from <= q.to;

/**
 * GET /api/admin/orders: `q` is an order number, an email, a name or a phone (by its digits); the
 * filters combine (each list is any of its values), newest first.
 */
export const OrderListQuerySchema = v.pipe(
  v.object({
    ...PagingQuerySchema.entries,
    q: v.pipe(first, v.maxLength(MAX_ORDER_SEARCH, id('admin.errors.too_long'))),
    status: someOf(ORDER_STATUSES),
    from: day,
    to: day,
    shipping_method: someOf(SHIPPING_METHOD_CODES),
    payment_method: someOf(PAYMENT_METHOD_CODES),
  }),
  v.forward(
    v.check((q) => inOrder(q), id('orders.errors.range_invalid')),
    ['to'],
  ),
);

/** GET /api/admin/orders/export: both days required; `lang` names products and colours. */
export const OrderExportQuerySchema = v.pipe(
  v.object({
    lang: v.pipe(
      first,
      v.transform((x) => x || 'vi'),
      v.picklist(['vi', 'en'] as const, INVALID),
    ),
    from: v.pipe(day, v.nonEmpty(id('admin.errors.required'))),
    to: v.pipe(day, v.nonEmpty(id('admin.errors.required'))),
  }),
  v.forward(
    v.check((q) => inOrder(q), id('orders.errors.range_invalid')),
    ['to'],
  ),
);

/** An order's number as the shop writes it (`MAY-001001`), any case; anything else names no order. */
export const OrderNumberParamSchema = v.pipe(v.string(), v.regex(/^(?:[A-Za-z]{1,10}-)?\d{1,12}$/));

export const OrderMoveBodySchema = v.object(
  { to: field(v.picklist(ORDER_STATUSES, INVALID)) },
  INVALID,
);

export const OrderNoteBodySchema = v.object(
  {
    text: field(
      v.nullish(
        v.pipe(
          v.string(INVALID),
          v.trim(),
          v.nonEmpty(id('admin.errors.required')),
          v.maxLength(MAX_ORDER_NOTE, id('admin.errors.too_long')),
        ),
        '',
      ),
    ),
  },
  INVALID,
);
