/**
 * One order as its back-office page shows it: the lines as bought (the order's own snapshot of each
 * card, in the member's language, with the picture of the colour bought), the customer (their account's
 * name when placed signed in), the history, every mail queued for it (the outbox rows themselves, so
 * a failed one shows its last error), the staff's notes and any return request. Only what staff may
 * see: a customer's password hash or sessions are never read here.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminOrder, OrderReturn } from '../../../contract/admin/order-types';
import type { Color } from '../../../contract/constants';
import type { Lang, OrderStatus } from '../../../contract/types';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import {
  mailOutbox,
  orderEvents,
  orderLines,
  orderNotes,
  orders,
  returnRequests,
} from '../../db/schema-orders';
import { NEXT } from '../../orders/move-order';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the page offers from `status`: NEXT's moves, less the returns' (a return request's answers,
 * and taking goods back), which the returns area makes with their own steps.
 */
export const pageMoves = (status: OrderStatus): OrderStatus[] =>
  status === 'return_requested' ? [] : NEXT[status].filter((to) => to !== 'returned');

/** The order numbered so (any case), or null. */
export async function orderByNumber(db: Db, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.number, number.toUpperCase()))
    .limit(1);
  return order ?? null;
}

export async function readAdminOrder(
  db: Db,
  number: string,
  lang: Lang,
): Promise<AdminOrder | null> {
  const order = await orderByNumber(db, number);
  if (!order) return null;
  const [lines, events, mails, notes, returns, account] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id))
      .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),
    order.customerId
      ? db
          .select({ first: customers.firstName, last: customers.lastName, phone: customers.phone })
          .from(customers)
          .where(eq(customers.id, order.customerId))
      : Promise.resolve([]),
  ]);
  const person = account[0];
  const address = order.shippingAddress;
  const lineOf = new Map(lines.map((l) => [l.variantId, l]));
  const status = order.status as OrderStatus;
  return {
    number: order.number,
    status,
    created_at: order.createdAt.toISOString(),
    lang: order.lang,
    customer: {
      kind: order.customerId ? 'account' : 'guest',
      name: person ? `${person.first} ${person.last}`.trim() : address.full_name,
      email: order.email,
      phone: address.phone || person?.phone || '',
    },
    shipping_address: address,
    shipping_method: order.shippingMethod,
    payment_method: order.paymentMethod,
    discount_code: order.discountCode,
    subtotal: order.subtotal,
    shipping: order.shipping,
    discount: order.discount,
    total: order.total,
    currency: order.currency,
    lines: lines.map((l) => {
      const card = l.product[lang] ?? l.product.vi;
      return {
        variant_id: String(l.variantId),
        product_name: card.name,
        product_slug: card.slug,
        image: card.image ?? null,
        color: l.color as Color,
        size: l.size,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        line_total: l.lineTotal,
      };
    }),
    history: events.map((e) => ({ status: e.status as OrderStatus, at: e.at.toISOString() })),
    mails: mails.map((m) => ({
      id: String(m.id),
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      created_at: m.createdAt.toISOString(),
      sent_at: iso(m.sentAt),
      last_error: m.lastError,
    })),
    notes: notes.map((n) => ({
      id: String(n.id),
      staff_email: n.staffEmail,
      text: n.text,
      created_at: n.createdAt.toISOString(),
    })),
    returns: returns.map((r): OrderReturn => ({
      id: String(r.id),
      status: r.status,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
      lines: r.lines.map((rl) => {
        const line = lineOf.get(rl.variant_id);
        const card = line && (line.product[lang] ?? line.product.vi);
        return {
          variant_id: String(rl.variant_id),
          quantity: rl.quantity,
          product_name: card?.name ?? null,
          color: line ? (line.color as Color) : null,
          size: line?.size ?? null,
        };
      }),
    })),
    moves: pageMoves(status),
  };
}
