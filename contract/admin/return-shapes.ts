/**
 * What the admin API's return endpoints answer (issue 39), as valibot schemas: the server's tests parse
 * every answer with them, and the admin app takes its types from them (return-types.ts). Money is
 * integer minor units; ids are strings of digits; times ISO 8601.
 */
import * as v from 'valibot';
import { COLORS } from '../constants';
import { ImageSchema, ORDER_STATUSES, REFUND_METHODS, RETURN_STATUSES } from '../api/shapes';

const Id = v.string();
const Money = v.number();
const Time = v.string();
const Line = v.object({ variant_id: Id, quantity: v.number() });

export const ReturnRowSchema = v.object({
  id: Id,
  status: v.picklist(RETURN_STATUSES),
  /** Received with its refund recorded. */
  refunded: v.boolean(),
  created_at: Time,
  order_number: v.string(),
  order_status: v.picklist(ORDER_STATUSES),
  customer_name: v.string(),
  email: v.string(),
  /** Units asked back, all lines together. */
  units: v.number(),
  reason: v.string(),
});

export const ReturnPageSchema = v.object({
  items: v.array(ReturnRowSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  /** Requests the shop still has to act on (requested or approved), whatever the filter. */
  waiting: v.number(),
});

/** A line of the order, as it was bought (its card in the staff's language) and what the request asks of it. */
export const ReturnLineSchema = v.object({
  variant_id: Id,
  name: v.string(),
  color: v.picklist(COLORS),
  size: v.string(),
  image: v.nullable(ImageSchema),
  unit_price: Money,
  bought: v.number(),
  /** Units this request asks back (0: a line of the order it does not name). */
  asked: v.number(),
  /** Units put back into stock when it was received (null until then). */
  restocked: v.nullable(v.number()),
});

export const ReturnDetailSchema = v.object({
  id: Id,
  status: v.picklist(RETURN_STATUSES),
  reason: v.string(),
  created_at: Time,
  decided_at: v.nullable(Time),
  decided_by: v.nullable(v.string()),
  refusal_reason: v.nullable(v.string()),
  received_at: v.nullable(Time),
  received_by: v.nullable(v.string()),
  refund: v.nullable(
    v.object({
      amount: Money,
      method: v.picklist(REFUND_METHODS),
      refunded_at: Time,
      recorded_at: Time,
      recorded_by: v.nullable(v.string()),
    }),
  ),
  /** The most a refund may be: what was paid for the lines asked back (their share of a discount off). */
  refundable: Money,
  order: v.object({
    number: v.string(),
    token: v.string(),
    status: v.picklist(ORDER_STATUSES),
    lang: v.picklist(['vi', 'en']),
    email: v.string(),
    customer_name: v.string(),
    phone: v.string(),
    payment_method: v.string(),
    currency: v.string(),
    total: Money,
    created_at: Time,
    delivered_at: v.nullable(Time),
  }),
  lines: v.array(ReturnLineSchema),
  restocked: v.nullable(v.array(Line)),
});
