/** The admin API's answers for discount codes (issue 39): a code with its rules, state and uses; its uses. */
import * as v from 'valibot';
import { DISCOUNT_KINDS, DISCOUNT_STATES } from './discount-constants';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Limit = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)));
const Instant = v.pipe(v.string(), v.isoTimestamp());

export const AdminDiscountSchema = v.object({
  code: v.string(),
  kind: v.picklist(DISCOUNT_KINDS),
  value: Count,
  min_subtotal: Count,
  starts_at: v.nullable(Instant),
  ends_at: v.nullable(Instant),
  paused: v.boolean(),
  max_uses: Limit,
  per_customer: Limit,
  first_order_only: v.boolean(),
  /** Orders that used it so far (a cancelled order's use included: a use is spent when placed). */
  uses: Count,
  state: v.picklist(DISCOUNT_STATES),
  created_at: Instant,
});

export const DiscountPageSchema = v.object({
  items: v.array(AdminDiscountSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

/** An order that used the code: who placed it, when, and what it came to. */
export const DiscountUseSchema = v.object({
  order_id: v.string(),
  order_number: v.string(),
  status: v.string(),
  email: v.string(),
  customer_id: v.nullable(v.string()),
  at: Instant,
  discount: Count,
  total: Count,
  currency: v.string(),
});

export const DiscountUsesPageSchema = v.object({
  items: v.array(DiscountUseSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});
