/**
 * The back office's answers to a return request, each one transaction: the request locked with its
 * order, the rule applied (orders/return-rules.ts, the same code `npm run order` goes through), the
 * order moved by moveOrder once no request of it is left open (to `returned`, or back to `delivered`,
 * with its history and the shopper's mail), and the audit row. A rule's refusal (InvalidFields, a 422)
 * rolls all of it back.
 */
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ReceiveBodySchema, RefundBodySchema } from '../../../contract/admin/return-inputs';
import type { Db } from '../../db/client';
import { returnRequests } from '../../db/schema-orders';
import { moveOrder } from '../../orders/move-order';
import {
  approveReturn,
  hasOpenReturn,
  lockReturn,
  receiveReturn,
  recordRefund,
  refuseReturn,
  type OrderRow,
  type ReturnRow,
} from '../../orders/return-rules';
import { audit, type Actor } from '../audit';

interface Context {
  db: Db;
  actor: Actor;
  /** The shop's public origin, for the link in the shopper's mail when the order moves. */
  origin: string;
}

type Work = (
  tx: Db,
  found: { request: ReturnRow; order: OrderRow },
  now: Date,
) => Promise<'returned' | 'delivered' | null>;

/** What the audit log keeps of a request: its state, not the shopper's lines again. */
const logged = (r: ReturnRow) => ({
  status: r.status,
  refusal_reason: r.refusalReason,
  restocked: r.restocked,
  refund_amount: r.refundAmount,
  refund_method: r.refundMethod,
  refunded_at: r.refundedAt,
});

/** Runs `work` on the locked request; false when there is no such request. */
async function act(ctx: Context, id: number, verb: string, work: Work): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const found = await lockReturn(tx, id);
    if (!found) return false;
    const now = new Date();
    const orderTo = await work(tx, found, now);
    const { order } = found;
    let orderStatus = order.status;
    if (orderTo && order.status === 'return_requested' && !(await hasOpenReturn(tx, order.id))) {
      await moveOrder(tx, order.number, orderTo, { origin: ctx.origin, now, actor: ctx.actor });
      orderStatus = orderTo;
    }
    const [after] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id));
    await audit(tx, ctx.actor, {
      action: `return.${verb}`,
      entity: 'return',
      entityId: id,
      before: { ...logged(found.request), order: order.number, order_status: order.status },
      after: { ...logged(after!), order: order.number, order_status: orderStatus },
    });
    return true;
  });
}

export const approve = (ctx: Context, id: number) =>
  act(ctx, id, 'approve', async (tx, { request }, now) => {
    await approveReturn(tx, request, ctx.actor, now);
    return null;
  });

export const refuse = (ctx: Context, id: number, reason: string) =>
  act(ctx, id, 'refuse', async (tx, { request }, now) => {
    await refuseReturn(tx, request, reason, ctx.actor, now);
    return 'delivered';
  });

export const receive = (ctx: Context, id: number, body: v.InferOutput<typeof ReceiveBodySchema>) =>
  act(ctx, id, 'receive', async (tx, { request, order }, now) => {
    const restock = body.restock.map((l) => ({
      variant_id: Number(l.variant_id),
      quantity: l.quantity,
    }));
    await receiveReturn(tx, request, restock, ctx.actor, now, order.number);
    return 'returned';
  });

export const refund = (ctx: Context, id: number, body: v.InferOutput<typeof RefundBodySchema>) =>
  act(ctx, id, 'refund', async (tx, { request, order }, now) => {
    const refundedAt = new Date(body.refunded_at);
    await recordRefund(tx, request, order, { ...body, refundedAt }, ctx.actor, now);
    return null;
  });
