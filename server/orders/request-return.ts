/**
 * A return request on a delivered order, within the store's return window (settings' return_window_days,
 * RETURN_WINDOW_DAYS by default) of delivery, for lines it has (no
 * more of a variant than was ordered, less what earlier requests asked). The order's row is locked
 * while it is judged, so two requests sent at once cannot together ask for more than was bought.
 */
import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../contract/api/field-errors';
import type { OrderErrorId } from '../../contract/messages';
import type { ReturnRequest } from '../../contract/types';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import {
  orderEvents,
  orderLines,
  orders,
  returnRequests,
  type StoredLine,
} from '../db/schema-orders';
import { enqueueMails, type FactLine } from '../mail/order-mails';
import { returnRequestedMail } from '../mail/return-mails';
import { returnableUntil } from './delivery';
import { returnOf } from './read-orders';

export type ReturnOutcome =
  | { kind: 'created'; request: ReturnRequest }
  | { kind: 'not_found' }
  | { kind: 'invalid'; errors: FieldErrors };

const RETURNABLE = new Set(['delivered', 'return_requested']);

export async function requestReturn(
  db: Db,
  token: string,
  body: { lines: StoredLine[]; reason: string },
  opts: { origin: string; now?: Date },
): Promise<ReturnOutcome> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.token, token)).for('update');
    if (!order) return { kind: 'not_found' };
    const refuse = (id: OrderErrorId): ReturnOutcome => ({ kind: 'invalid', errors: { _: [id] } });
    const settings = await readSettings(tx);
    const until = returnableUntil(order.deliveredAt, settings.return_window_days);
    if (!RETURNABLE.has(order.status) || !until) return refuse('orders.errors.not_delivered');
    if (now > until) return refuse('orders.errors.return_window_closed');

    const left = new Map<number, number>();
    const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const l of bought) left.set(l.variantId, (left.get(l.variantId) ?? 0) + l.quantity);
    const earlier = await tx
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order.id));
    for (const r of earlier.filter((r) => r.status !== 'refused'))
      for (const l of r.lines) left.set(l.variant_id, (left.get(l.variant_id) ?? 0) - l.quantity);
    const errors: FieldErrors = {};
    body.lines.forEach((l, i) => {
      const remaining = left.get(l.variant_id);
      if (remaining === undefined)
        errors[`lines.${i}.variant_id`] = ['orders.errors.unknown_line' satisfies OrderErrorId];
      else if (l.quantity > remaining)
        errors[`lines.${i}.quantity`] = ['orders.errors.quantity_range' satisfies OrderErrorId];
      else left.set(l.variant_id, remaining - l.quantity);
    });
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

    const [row] = await tx
      .insert(returnRequests)
      .values({ orderId: order.id, lines: body.lines, reason: body.reason })
      .returning();
    if (order.status !== 'return_requested') {
      await tx.update(orders).set({ status: 'return_requested' }).where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({ orderId: order.id, status: 'return_requested' });
    }
    const shop = {
      name: settings.name,
      email: settings.contact.email,
      lang: settings.default_locale,
    };
    const facts = {
      number: order.number,
      lines: returnLines(body.lines, bought),
      reason: body.reason,
    };
    await enqueueMails(tx, order.id, [returnRequestedMail(facts, shop, opts.origin)]);
    return { kind: 'created', request: returnOf(row!) };
  });
}

/** The returned lines as the order keeps them (names in both languages, colour, size), for the notice. */
function returnLines(lines: StoredLine[], bought: (typeof orderLines.$inferSelect)[]): FactLine[] {
  return lines.map((l) => {
    const line = bought.find((b) => b.variantId === l.variant_id)!;
    return {
      name: { vi: line.product.vi.name, en: line.product.en.name },
      color: line.color,
      size: line.size,
      quantity: l.quantity,
      picture: null,
    };
  });
}
