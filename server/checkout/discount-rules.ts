/**
 * A discount code's rules, pure: given the code's row and what the database says of its uses and of
 * the shopper now, whether it applies, or the message id the checkout shows. The database's side
 * (reading those facts, and the locks that make them hold at placement) is discount.ts.
 *
 * Who the customer is: their account when signed in, else the order's email (trimmed, lower-case). A
 * signed-in customer's uses and orders are counted by account *or* by that email, so signing out and
 * checking out as a guest (or the other way round) does not make a second first order.
 *
 * A use is spent when its order is placed, and a cancelled order does not give it back, as most shops
 * do: a limited code's count then never goes down, staff see "used up" stay used up, and nothing at
 * cancellation has to take part in the placement's locking. "First order only" is a different
 * question, whether the customer has bought from the shop before: a cancelled order bought nothing, so
 * it does not count as an earlier order. A customer whose first order (with FIRSTORDER) was cancelled
 * is therefore refused FIRSTORDER again for its once-per-customer limit, not for "first order only".
 */
import { withValues, type CheckoutErrorId } from '../../contract/messages';
import type { discountCodes } from '../db/schema-orders';
import type { Discount } from './pricing';

export type DiscountRow = typeof discountCodes.$inferSelect;

/** The shopper as the rules count them; either may be unknown while the checkout is a draft. */
export interface Shopper {
  customerId: string | null;
  /** Normalized (normalEmail), or null when not given yet. */
  email: string | null;
}

/** What the database says now; a count the code's rules do not need may be left at 0. */
export interface DiscountFacts {
  now: Date;
  subtotal: number;
  /** Uses of the code by anyone. */
  uses: number;
  /** Uses by this shopper (by account or email); 0 when the shopper is unknown yet. */
  usesByShopper: number;
  /** The shopper has an order that was not cancelled (false when unknown yet). */
  hasOrdered: boolean;
}

export type DiscountCheck =
  | { ok: true; discount: Discount & { code: string } }
  | { ok: false; error: CheckoutErrorId; message: string };

export const normalEmail = (email: string | null | undefined): string | null =>
  email?.trim().toLowerCase() || null;

export const isKnown = (who: Shopper): boolean => who.customerId !== null || who.email !== null;

const refuse = (error: CheckoutErrorId, message: string = error): DiscountCheck => ({
  ok: false,
  error,
  message,
});

/**
 * The first rule the code breaks, in the order a shopper can do something about last: a code that
 * does not exist, is paused or out of its window, or used up says so before a subtotal too small.
 */
export function judgeDiscount(
  row: DiscountRow | undefined,
  who: Shopper,
  facts: DiscountFacts,
): DiscountCheck {
  if (!row) return refuse('checkout.errors.discount_invalid');
  if (row.paused) return refuse('checkout.errors.discount_paused');
  if (row.startsAt && row.startsAt > facts.now)
    return refuse('checkout.errors.discount_not_started');
  if (row.expiresAt && row.expiresAt <= facts.now)
    return refuse('checkout.errors.discount_expired');
  if (row.maxUses !== null && facts.uses >= row.maxUses)
    return refuse('checkout.errors.discount_used');
  if (facts.subtotal < row.minSubtotal)
    return refuse(
      'checkout.errors.discount_min_subtotal',
      withValues('checkout.errors.discount_min_subtotal', { amount: row.minSubtotal }),
    );
  if (isKnown(who)) {
    if (row.firstOrderOnly && facts.hasOrdered)
      return refuse('checkout.errors.discount_first_order');
    if (row.perCustomer !== null && facts.usesByShopper >= row.perCustomer)
      return refuse('checkout.errors.discount_per_customer');
  }
  return { ok: true, discount: { code: row.code, kind: row.kind, value: row.value } };
}
