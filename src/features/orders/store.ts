/**
 * The orders this device placed or opened, kept in Dexie `orders` (one row per token), so an order's
 * page opens offline as last seen. Each read from the server replaces the copy; the newest ORDERS_KEPT
 * stay, so a shop's regular does not fill the phone. An order still in the outbox (placed offline, not
 * sent) is read from `outbox` (lib/db/outbox.ts keeps it), to show as pending.
 */
import type { Order } from '../../../contract/types';
import { db } from '../../lib/db/db';
import type { OrderRow, OutboxRow } from '../../lib/db/schema';
import { isOlder } from './order-freshness';

export const ORDERS_KEPT = 50;

export interface LocalOrder {
  saved: OrderRow | undefined;
  queued: OutboxRow | undefined;
}

export async function readLocalOrder(token: string): Promise<LocalOrder> {
  const [saved, queued] = await Promise.all([db.orders.get(token), db.outbox.get(token)]);
  return { saved, queued };
}

/** Keeps the server's copy; an order still to be announced (`tell`) stays so until a tab tells it. */
export async function saveOrder(order: Order, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.orders, async () => {
    const existing = await db.orders.get(order.token);
    // Another tab (or a slower read) may have kept a newer answer: it stays (order-freshness.ts).
    if (existing && isOlder(order, existing.order)) return;
    await db.orders.put({
      token: order.token,
      order,
      savedAt: now,
      ...(existing?.checkoutToken ? { checkoutToken: existing.checkoutToken } : {}),
      ...(existing?.tell ? { tell: true } : {}),
    });
    const extra = (await db.orders.count()) - ORDERS_KEPT;
    if (extra <= 0) return;
    const oldest = await db.orders
      .orderBy('savedAt')
      .filter((row) => !row.tell && row.token !== order.token)
      .limit(extra)
      .primaryKeys();
    await db.orders.bulkDelete(oldest);
  });
}
