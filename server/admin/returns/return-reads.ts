/**
 * The back office's reads of return requests: the list (waiting ones first, by the state asked for) and
 * one request with its order's lines and pictures, as bought, in the staff's language.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReturnFilter } from '../../../contract/admin/return-inputs';
import type { ReturnDetail, ReturnPage, ReturnRow } from '../../../contract/admin/return-types';
import type { Color } from '../../../contract/constants';
import type { Lang, OrderStatus } from '../../../contract/types';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema-admin';
import { orderLines, orders, returnRequests } from '../../db/schema-orders';
import { refundable } from '../../orders/return-rules';

const STATE: Record<ReturnFilter, SQL> = {
  waiting: sql`r.status in ('requested', 'approved')`,
  requested: sql`r.status = 'requested'`,
  approved: sql`r.status = 'approved'`,
  refused: sql`r.status = 'refused'`,
  received: sql`r.status = 'received' and r.refund_amount is null`,
  refunded: sql`r.refund_amount is not null`,
};

/** Requested, then approved (each the oldest first: it has waited longest), then the rest, newest first. */
const RANK = sql`case r.status when 'requested' then 0 when 'approved' then 1 else 2 end`;

interface ListRow {
  id: number;
  status: ReturnRow['status'];
  refunded: boolean;
  created_at: Date | string;
  number: string;
  order_status: OrderStatus;
  name: string;
  email: string;
  units: number;
  reason: string;
}

export async function listReturns(
  db: Db,
  q: { state?: ReturnFilter | undefined; page: number; per_page: number },
): Promise<ReturnPage> {
  const where = q.state ? STATE[q.state] : sql`true`;
  const [rows, counts] = (await Promise.all([
    db.execute(sql`
      select r.id, r.status, r.refund_amount is not null as refunded, r.created_at, o.number,
        o.status as order_status, o.shipping_address->>'full_name' as name, o.email, r.reason,
        (select coalesce(sum((l->>'quantity')::int), 0) from jsonb_array_elements(r.lines) l)::int as units
      from return_requests r join orders o on o.id = r.order_id
      where ${where}
      order by ${RANK}, case when ${RANK} < 2 then r.created_at end asc, r.created_at desc, r.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute(sql`
      select count(*) filter (where ${where})::int as total,
        count(*) filter (where r.status in ('requested', 'approved'))::int as waiting
      from return_requests r`),
  ])) as unknown as [{ rows: ListRow[] }, { rows: { total: number; waiting: number }[] }];
  const found = rows.rows;
  const counted = counts.rows[0];
  return {
    items: found.map((r) => ({
      id: String(r.id),
      status: r.status,
      refunded: r.refunded,
      created_at: new Date(r.created_at).toISOString(),
      order_number: r.number,
      order_status: r.order_status,
      customer_name: r.name,
      email: r.email,
      units: r.units,
      reason: r.reason,
    })),
    page: q.page,
    per_page: q.per_page,
    total: counted?.total ?? 0,
    waiting: counted?.waiting ?? 0,
  };
}

/** The emails of the members who answered (a member since removed reads as nobody). */
async function members(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i) => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((m) => [m.id, m.email]));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function readReturn(db: Db, id: number, lang: Lang): Promise<ReturnDetail | null> {
  const [r] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!r) return null;
  const [[order], lines, who] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, r.orderId)),
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, r.orderId))
      .orderBy(orderLines.position),
    members(db, [r.decidedBy, r.receivedBy, r.refundedBy]),
  ]);
  if (!order) return null;
  const emailOf = (id: string | null) => (id === null ? null : (who.get(id) ?? null));
  const asked = new Map<number, number>();
  for (const l of r.lines) asked.set(l.variant_id, (asked.get(l.variant_id) ?? 0) + l.quantity);
  const back = new Map<number, number>();
  for (const l of r.restocked ?? [])
    back.set(l.variant_id, (back.get(l.variant_id) ?? 0) + l.quantity);
  const seen = new Set<number>();
  return {
    id: String(r.id),
    status: r.status,
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
    decided_by: emailOf(r.decidedBy),
    refusal_reason: r.refusalReason,
    received_at: iso(r.receivedAt),
    received_by: emailOf(r.receivedBy),
    refund:
      r.refundAmount !== null && r.refundMethod && r.refundedAt && r.refundRecordedAt
        ? {
            amount: r.refundAmount,
            method: r.refundMethod,
            refunded_at: r.refundedAt.toISOString(),
            recorded_at: r.refundRecordedAt.toISOString(),
            recorded_by: emailOf(r.refundedBy),
          }
        : null,
    refundable: await refundable(db, r, order),
    order: {
      number: order.number,
      token: order.token,
      status: order.status as OrderStatus,
      lang: order.lang,
      email: order.email,
      customer_name: order.shippingAddress.full_name,
      phone: order.shippingAddress.phone,
      payment_method: order.paymentMethod,
      currency: order.currency,
      total: order.total,
      created_at: order.createdAt.toISOString(),
      delivered_at: iso(order.deliveredAt),
    },
    // One row per variant bought (the request and the restock count by variant).
    lines: lines
      .filter((l) => !seen.has(l.variantId) && seen.add(l.variantId))
      .map((l) => ({
        variant_id: String(l.variantId),
        name: l.product[lang].name,
        color: l.color as Color,
        size: l.size,
        image: l.product[lang].image ?? null,
        unit_price: l.unitPrice,
        bought: lines
          .filter((o) => o.variantId === l.variantId)
          .reduce((n, o) => n + o.quantity, 0),
        asked: asked.get(l.variantId) ?? 0,
        restocked: r.restocked ? (back.get(l.variantId) ?? 0) : null,
      })),
    restocked:
      r.restocked?.map((l) => ({ variant_id: String(l.variant_id), quantity: l.quantity })) ?? null,
  };
}
