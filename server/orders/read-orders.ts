/** Orders as the API answers them, newest first, in five queries however many orders are asked for. */
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { Color } from '../../contract/constants';
import type { Lang, Order, OrderStatus, ReturnRequest } from '../../contract/types';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { STORE_DEFAULTS } from '../db/store-defaults';
import { orderEvents, orderLines, orders, returnRequests } from '../db/schema-orders';
import { variantsNow } from '../checkout/lines';
import { estimatedDelivery, returnableUntil } from './delivery';

type ReturnRow = typeof returnRequests.$inferSelect;

export function returnOf(r: ReturnRow): ReturnRequest {
  return {
    id: String(r.id),
    lines: r.lines.map((l) => ({ variant_id: String(l.variant_id), quantity: l.quantity })),
    reason: r.reason,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    refusal_reason: r.refusalReason,
    received_at: r.receivedAt?.toISOString() ?? null,
    refund:
      r.refundAmount !== null && r.refundMethod && r.refundedAt
        ? {
            amount: r.refundAmount,
            method: r.refundMethod,
            refunded_at: r.refundedAt.toISOString(),
          }
        : null,
  };
}

/** When the shopper's view of an order last changed: its latest event or return step (not the refund's day, which staff choose). */
function updatedAt(events: { at: Date }[], returns: ReturnRow[], createdAt: Date): string {
  const times = [
    createdAt,
    ...events.map((e) => e.at),
    ...returns.flatMap((r) => [r.createdAt, r.decidedAt, r.receivedAt, r.refundRecordedAt]),
  ];
  return new Date(Math.max(...times.map((t) => t?.getTime() ?? 0))).toISOString();
}

function byOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

/** The orders `where` names, newest first; `page` takes one slice of them. */
export async function loadOrders(
  db: Db,
  where: SQL,
  lang: Lang,
  page?: { limit: number; offset: number },
): Promise<Order[]> {
  const query = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events, returns, settings] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select()
      .from(returnRequests)
      .where(inArray(returnRequests.orderId, ids))
      .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),
    readSettings(db),
  ]);
  // A line's `available` is the stock now (a variant since deleted has none).
  const stock = await variantsNow(db, [...new Set(lines.map((l) => l.variantId))]);
  const [linesOf, eventsOf, returnsOf] = [byOrder(lines), byOrder(events), byOrder(returns)];
  return rows.map((o) => {
    // A method the owner has since removed is estimated with the default days of its code.
    const method = [...settings.shipping_methods, ...STORE_DEFAULTS.shipping_methods].find(
      (m) => m.code === o.shippingMethod,
    );
    const until = returnableUntil(o.deliveredAt, settings.return_window_days);
    return {
      token: o.token,
      number: o.number,
      status: o.status as OrderStatus,
      history: (eventsOf.get(o.id) ?? []).map((e) => ({
        status: e.status as OrderStatus,
        at: e.at.toISOString(),
      })),
      lines: (linesOf.get(o.id) ?? []).map((l) => ({
        variant_id: String(l.variantId),
        product: l.product[lang],
        // Placed orders keep the colour's picture in their card (checkout/place-order.ts); an order
        // from before issue 37 shows the product's first picture, as it did.
        image: l.product[lang].image,
        color: l.color as Color,
        size: l.size,
        quantity: l.quantity,
        unit_price: l.unitPrice,
        line_total: l.lineTotal,
        available: Math.max(0, stock.get(l.variantId)?.stock ?? 0),
      })),
      subtotal: o.subtotal,
      shipping: o.shipping,
      discount: o.discount,
      total: o.total,
      currency: o.currency,
      email: o.email,
      shipping_address: o.shippingAddress,
      shipping_method: o.shippingMethod,
      payment_method: o.paymentMethod,
      discount_code: o.discountCode,
      created_at: o.createdAt.toISOString(),
      estimated_delivery: estimatedDelivery(o.createdAt, method!),
      returnable_until: until && until.toISOString(),
      returns: (returnsOf.get(o.id) ?? []).map(returnOf),
      updated_at: updatedAt(eventsOf.get(o.id) ?? [], returnsOf.get(o.id) ?? [], o.createdAt),
    };
  });
}
