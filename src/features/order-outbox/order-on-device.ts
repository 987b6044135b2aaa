/**
 * What the outbox and the saved orders say of one checkout token (read-only): placed when an `orders` row
 * has it (settled in the same transaction that deletes its outbox row), else the outbox row's state.
 */
import type { Problem } from '../../../contract/types';
import { db } from '../../lib/db/db';
import type { OrderOnDevice } from '../../lib/orders/place-order';

export async function readOrderOnDevice(token: string): Promise<OrderOnDevice> {
  return db.transaction('r', db.orders, db.outbox, async () => {
    const saved = await db.orders.where('checkoutToken').equals(token).first();
    if (saved) return { kind: 'placed', order: saved.order };
    const row = await db.outbox.get(token);
    if (!row) return { kind: 'none' };
    if (row.state !== 'failed') return { kind: 'queued' };
    const failure = row.failure;
    return {
      kind: 'refused',
      status: failure?.status ?? 0,
      queuedAt: row.queuedAt,
      lines: row.body.lines,
      ...(failure?.problems ? { problems: failure.problems as Problem[] } : {}),
      ...(failure?.errors ? { errors: failure.errors } : {}),
    };
  });
}
