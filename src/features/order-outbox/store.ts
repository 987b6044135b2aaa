/**
 * What the shopper still has to hear about the outbox, read from Dexie (the rows are lib/db/outbox.ts's):
 * orders sent from the outbox and placed (`tell` on their `orders` row) and refused ones (`failed`, not
 * yet `told`). Taking them marks them told in the same transaction, so when several tabs look at once,
 * one tells the shopper. A tab closed meanwhile leaves them for the next start.
 */
import type { Order } from '../../../contract/types';
import { db } from '../../lib/db/db';
import type { OrderRow, OutboxRow } from '../../lib/db/schema';

export interface Announcements {
  placed: Order[];
  refused: string[];
}

const toTell = (row: OrderRow) => row.tell === true;
const untoldRefusal = (row: OutboxRow) => row.state === 'failed' && row.told === false;
const waiting = (row: OutboxRow) => row.state === 'queued' || row.state === 'sending';

export async function takeAnnouncements(): Promise<Announcements> {
  return db.transaction('rw', db.orders, db.outbox, async () => {
    const placed = await db.orders.filter(toTell).toArray();
    const refused = await db.outbox.filter(untoldRefusal).toArray();
    for (const row of placed) await db.orders.update(row.token, { tell: false });
    for (const row of refused) await db.outbox.update(row.token, { told: true });
    return { placed: placed.map((row) => row.order), refused: refused.map((row) => row.token) };
  });
}

/** How many things there are to tell: a live query of it wakes the replayer. */
export async function countAnnouncements(): Promise<number> {
  const [placed, refused] = await Promise.all([
    db.orders.filter(toTell).count(),
    db.outbox.filter(untoldRefusal).count(),
  ]);
  return placed + refused;
}

/** Anything still to send or to tell. */
export async function hasOutboxWork(): Promise<boolean> {
  const [rows, told] = await Promise.all([db.outbox.toArray(), countAnnouncements()]);
  return told > 0 || rows.some(waiting);
}

/** The orders waiting to be sent, oldest first. */
export function readWaitingOrders(): Promise<OutboxRow[]> {
  return db.outbox.orderBy('queuedAt').filter(waiting).toArray();
}
