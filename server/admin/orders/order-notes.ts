/**
 * Staff's internal notes on an order (order_notes): added, never edited, never shown to the shopper.
 * Each is audited in the same transaction, as every staff write is.
 */
import type { OrderNote } from '../../../contract/admin/order-types';
import type { Db } from '../../db/client';
import { orderNotes } from '../../db/schema-orders';
import { audit, type Actor } from '../audit';
import { orderByNumber } from './order-read';

/** The note added, or null when no order has that number. */
export async function addOrderNote(
  db: Db,
  actor: Actor,
  number: string,
  text: string,
): Promise<OrderNote | null> {
  const order = await orderByNumber(db, number);
  if (!order) return null;
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, staffId: actor.id, staffEmail: actor.email, text })
      .returning();
    await audit(tx, actor, {
      action: 'order.note',
      entity: 'order',
      entityId: order.number,
      after: { text },
    });
    return {
      id: String(note!.id),
      staff_email: note!.staffEmail,
      text: note!.text,
      created_at: note!.createdAt.toISOString(),
    };
  });
}
