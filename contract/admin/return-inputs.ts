/**
 * What the admin API's return endpoints take (issue 39): the list's filter, and the shop's answers to a
 * return request. Each field answers message ids (messages.ts RETURN_ERRORS); money is integer minor
 * units, as everywhere in the API.
 */
import * as v from 'valibot';
import { PagingQuerySchema, field } from '../api/inputs';
import { REFUND_METHODS } from '../api/shapes';
import { INVALID, MAX_NOTE, recordId } from './catalog-fields';
import type { AdminErrorId } from './messages';

// @__NO_SIDE_EFFECTS__
const id = (msg: AdminErrorId) => msg;

/**
 * The list's states: `waiting` is what the shop still has to act on (requested or approved);
 * `refunded` is a received return whose refund is recorded, `received` one still to refund.
 */
export const RETURN_FILTERS = [
  'waiting',
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
] as const;
export type ReturnFilter = (typeof RETURN_FILTERS)[number];

export const ReturnListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  state: v.optional(v.picklist(RETURN_FILTERS, INVALID)),
});

/** The shopper reads it on their order page, so it must say something. */
export const RefuseBodySchema = v.object(
  {
    reason: field(
      v.nullish(
        v.pipe(
          v.string(id('returns.errors.reason_required')),
          v.trim(),
          v.nonEmpty(id('returns.errors.reason_required')),
          v.maxLength(MAX_NOTE, id('admin.errors.too_long')),
        ),
        '',
      ),
    ),
  },
  INVALID,
);

const quantity = v.pipe(
  v.number(id('returns.errors.quantity_invalid')),
  v.integer(id('returns.errors.quantity_invalid')),
  v.minValue(1, id('returns.errors.quantity_invalid')),
  v.maxValue(1_000, id('returns.errors.quantity_invalid')),
);

/** The lines (and units) that go back into stock; what the request has beyond them was damaged. */
export const ReceiveBodySchema = v.object(
  {
    restock: field(
      v.pipe(
        v.optional(v.array(v.object({ variant_id: recordId, quantity }, INVALID), INVALID), []),
        v.maxLength(100, id('admin.errors.too_long')),
      ),
    ),
  },
  INVALID,
);

const MAX_REFUND = 2_000_000_000;

/** A day as YYYY-MM-DD (the staff's calendar), or a full ISO time. */
const DAY_RE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

export const RefundBodySchema = v.object(
  {
    amount: field(
      v.pipe(
        v.number(id('returns.errors.amount_invalid')),
        v.integer(id('returns.errors.amount_invalid')),
        v.minValue(1, id('returns.errors.amount_invalid')),
        // Beyond any order (and the column): the server's own cap is what was paid.
        v.maxValue(MAX_REFUND, id('returns.errors.amount_too_high')),
      ),
    ),
    method: field(v.picklist(REFUND_METHODS, id('returns.errors.method_invalid'))),
    refunded_at: field(
      v.pipe(
        v.string(id('returns.errors.date_invalid')),
        v.trim(),
        v.regex(DAY_RE, id('returns.errors.date_invalid')),
        v.check((s) => !Number.isNaN(Date.parse(s)), id('returns.errors.date_invalid')),
      ),
    ),
  },
  INVALID,
);
