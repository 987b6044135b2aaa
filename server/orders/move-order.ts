/**
 * Moves an order along its statuses (the operator command's work): only the moves a shop makes, each
 * with its history event and, for the ones a shopper wants to hear of, a mail, in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/types';
import { audit, type Actor } from '../admin/audit';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { orderEvents, orderLines, orders } from '../db/schema-orders';
import { enqueueMails, statusMail } from '../mail/order-mails';
import { settleOpenReturns } from './return-rules';

/**
 * What may follow what. A return request comes from the shopper (the API), not from here; the shop
 * answers it with `returned` (received) or `delivered` (refused). Nothing goes back to `pending`.
 */
export const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['returned'],
  return_requested: ['returned', 'delivered'],
  cancelled: [],
  returned: [],
};

/** `unknown_order`: no order has that number; `not_next`: NEXT does not allow the move. */
export class MoveRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown_order' | 'not_next' = 'not_next',
  ) {
    super(message);
  }
}

export interface Moved {
  number: string;
  from: OrderStatus;
  to: OrderStatus;
  mailed: boolean;
}

export async function moveOrder(
  db: Db,
  number: string,
  to: OrderStatus,
  /** `actor`: a staff member moving it from the back office, audited in this transaction. */
  opts: { origin: string; now?: Date; actor?: Actor },
): Promise<Moved> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.number, number.toUpperCase()))
      .for('update');
    if (!order) throw new MoveRefused(`No order numbered ${number}.`, 'unknown_order');
    const from = order.status as OrderStatus;
    if (!NEXT[from].includes(to)) {
      const can = NEXT[from].length > 0 ? `it can go to: ${NEXT[from].join(', ')}` : 'it is final';
      throw new MoveRefused(`Order ${order.number} is ${from}; it cannot become ${to} (${can}).`);
    }
    await tx
      .update(orders)
      .set({
        status: to,
        ...(to === 'delivered' && !order.deliveredAt ? { deliveredAt: now } : {}),
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({ orderId: order.id, status: to, at: now });
    if (to === 'cancelled') {
      // Nothing left the shop: its units go back on sale (variants deleted since are skipped).
      await tx.execute(sql`
        update variants set stock = variants.stock + l.quantity
        from ${orderLines} l where l.order_id = ${order.id} and variants.id = l.variant_id`);
    }
    if (from === 'return_requested' && (to === 'returned' || to === 'delivered')) {
      // The open requests are answered as the back office answers them (return-rules.ts): received
      // with nothing back in stock (returned goods are inspected first), or refused without a reason.
      await settleOpenReturns(tx, order, to, now);
    }
    // An answered return request moves the order back to delivered (refused) or on to returned:
    // the "delivered" mail, with its return window, would read as news of a second delivery.
    const shop = from === 'return_requested' ? null : await readSettings(tx);
    const mail =
      shop &&
      statusMail(order, to, opts.origin, {
        name: shop.name,
        returnDays: shop.return_window_days,
      });
    if (mail) await enqueueMails(tx, order.id, [mail]);
    if (opts.actor)
      await audit(tx, opts.actor, {
        action: 'order.move',
        entity: 'order',
        entityId: order.number,
        before: { status: from },
        after: { status: to },
      });
    return { number: order.number, from, to, mailed: mail !== null };
  });
}
