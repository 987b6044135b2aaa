/**
 * The shop's answers to a return request, one implementation for the back office and for
 * `npm run order` (whose `returned` and `delivered` moves of a `return_requested` order end here
 * through moveOrder): approve, refuse (with the shopper's reason, or none from the command line),
 * receive (choosing what goes back into stock; the rest was damaged) and the refund's record. Each runs
 * in its caller's transaction on a locked request, so two members answering at once follow one another.
 *
 * The order's own move (to `returned` or back to `delivered`, with its history and mail) is moveOrder's:
 * the back office's actions call it once no request of the order is left open.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FieldErrors } from '../../contract/api/field-errors';
import type { AdminErrorId } from '../../contract/admin/messages';
import type { RefundMethod } from '../../contract/types';
import type { Db } from '../db/client';
import { orderLines, orders, returnRequests, type StoredLine } from '../db/schema-orders';
import { changeStock } from '../admin/catalog/stock';
import type { Actor } from '../admin/audit';
import { InvalidFields } from '../http/field-errors';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** What the shop still has to act on. */
export const OPEN_RETURN = ['requested', 'approved'] as const;
const isOpen = (r: ReturnRow) => (OPEN_RETURN as readonly string[]).includes(r.status);

const refuse = (field: string, id: AdminErrorId): never => {
  throw new InvalidFields({ [field]: [id] } satisfies FieldErrors);
};

/** The request and its order, both locked (the order first, as a shopper's request locks it). */
export async function lockReturn(
  tx: Db,
  id: number,
): Promise<{ request: ReturnRow; order: OrderRow } | null> {
  const [found] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [request] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  return order && request ? { request, order } : null;
}

/** Whether the order has a request still waiting on the shop (after this transaction's changes). */
export async function hasOpenReturn(tx: Db, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, OPEN_RETURN)));
  return rows.length > 0;
}

/** The shopper is told to send the items back. */
export async function approveReturn(tx: Db, r: ReturnRow, by: Actor | null, now: Date) {
  if (r.status !== 'requested') refuse('_', 'returns.errors.not_requested');
  await tx
    .update(returnRequests)
    .set({ status: 'approved', decidedAt: now, decidedBy: by?.id ?? null })
    .where(eq(returnRequests.id, r.id));
}

/** Refused, with the shop's words for the shopper (none from the command line). */
export async function refuseReturn(
  tx: Db,
  r: ReturnRow,
  reason: string | null,
  by: Actor | null,
  now: Date,
) {
  if (!isOpen(r)) refuse('_', 'returns.errors.not_open');
  await tx
    .update(returnRequests)
    .set({ status: 'refused', decidedAt: now, decidedBy: by?.id ?? null, refusalReason: reason })
    .where(eq(returnRequests.id, r.id));
}

/**
 * The items are back: `restock` (variants of the request, no more units than it asks) go back on sale
 * through the stock history (reason `returned`, audited as the member's); the rest do not.
 */
export async function receiveReturn(
  tx: Db,
  r: ReturnRow,
  restock: StoredLine[],
  by: Actor | null,
  now: Date,
  orderNumber: string,
) {
  if (!isOpen(r)) refuse('_', 'returns.errors.not_open');
  const left = new Map<number, number>();
  for (const l of r.lines) left.set(l.variant_id, (left.get(l.variant_id) ?? 0) + l.quantity);
  restock.forEach((l, i) => {
    const asked = left.get(l.variant_id);
    if (asked === undefined) refuse(`restock.${i}.variant_id`, 'returns.errors.line_unknown');
    if (l.quantity > asked!) refuse(`restock.${i}.quantity`, 'returns.errors.quantity_too_high');
    left.set(l.variant_id, asked! - l.quantity);
  });
  for (const [i, l] of restock.entries()) {
    // Only a member restocks (the command receives with nothing put back), so `by` is there.
    const done = await changeStock(tx, by!, l.variant_id, {
      mode: 'adjust',
      quantity: l.quantity,
      reason: 'returned',
      note: `${orderNumber} #${r.id}`,
    });
    if (done === 'not_found') refuse(`restock.${i}.variant_id`, 'returns.errors.variant_gone');
  }
  await tx
    .update(returnRequests)
    .set({ status: 'received', receivedAt: now, receivedBy: by?.id ?? null, restocked: restock })
    .where(eq(returnRequests.id, r.id));
}

/**
 * The most a refund of `r` may be: what was paid for its lines, that is their price less their share
 * of the order's discount (rounded down, so refunds together never pass what was paid). Shipping is
 * not refunded.
 */
export async function refundable(tx: Db, r: ReturnRow, order: OrderRow): Promise<number> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const price = new Map(lines.map((l) => [l.variantId, l.unitPrice]));
  const value = r.lines.reduce((sum, l) => sum + (price.get(l.variant_id) ?? 0) * l.quantity, 0);
  if (order.subtotal <= 0) return 0;
  return Math.floor((value * (order.subtotal - order.discount)) / order.subtotal);
}

/** A refund made by hand (cash on delivery), recorded once, after the items came back. */
export async function recordRefund(
  tx: Db,
  r: ReturnRow,
  order: OrderRow,
  refund: { amount: number; method: RefundMethod; refundedAt: Date },
  by: Actor,
  now: Date,
) {
  if (r.refundAmount !== null) refuse('_', 'returns.errors.already_refunded');
  if (r.status !== 'received') refuse('_', 'returns.errors.not_received');
  if (refund.amount > (await refundable(tx, r, order)))
    refuse('amount', 'returns.errors.amount_too_high');
  // Not before the order was placed, nor later than today (a day's slack for time zones).
  const day = 24 * 3600_000;
  const at = refund.refundedAt.getTime();
  if (at < order.createdAt.getTime() - day || at > now.getTime() + day)
    refuse('refunded_at', 'returns.errors.date_invalid');
  await tx
    .update(returnRequests)
    .set({
      refundAmount: refund.amount,
      refundMethod: refund.method,
      refundedAt: refund.refundedAt,
      refundRecordedAt: now,
      refundedBy: by.id,
    })
    .where(eq(returnRequests.id, r.id));
}

/**
 * The command line's answer to every open request of an order it moves out of `return_requested`:
 * `returned` receives them with nothing put back into stock (inspection comes first), `delivered`
 * refuses them without a reason. moveOrder calls this in its transaction, before the order's move.
 */
export async function settleOpenReturns(
  tx: Db,
  order: OrderRow,
  to: 'returned' | 'delivered',
  now: Date,
): Promise<void> {
  const open = await tx
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, order.id), inArray(returnRequests.status, OPEN_RETURN)))
    .for('update');
  for (const r of open) {
    if (to === 'returned') await receiveReturn(tx, r, [], null, now, order.number);
    else await refuseReturn(tx, r, null, null, now);
  }
}
