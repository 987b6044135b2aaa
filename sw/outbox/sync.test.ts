import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/types';
import { OUTBOX_SYNC_TAG, outboxDb, queueOrder, type SendQueued } from '../../src/lib/db/outbox';
import type { OutboxRow } from '../../src/lib/db/schema';
import { registerOutboxSync, syncOutbox } from './sync';

const GUEST = 'tok_guestaaaaaaaaaaaaaaaa';
const CUSTOMER = 'tok_customeraaaaaaaaaaaaa';
const body = { lines: [{ variant_id: '11', quantity: 1 }] } as OutboxRow['body'];
const placed: SendQueued = async (row) => ({
  kind: 'placed',
  order: { token: row.token, number: 'MAY-1' } as Order,
});

const db = outboxDb();

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
});

/** A stand-in for the worker's global scope: an event target whose sync events can be awaited. */
function fakeScope() {
  const target = new EventTarget();
  const fire = async (tag: string) => {
    const waits: Promise<unknown>[] = [];
    const event = Object.assign(new Event('sync'), {
      tag,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    target.dispatchEvent(event);
    return Promise.allSettled(waits);
  };
  return { scope: target as unknown as ServiceWorkerGlobalScope, fire };
}

describe("the worker's Background Sync of the outbox", () => {
  it("sends guests' orders, leaving a signed-in customer's to the page", async () => {
    await queueOrder(GUEST, body);
    await queueOrder(CUSTOMER, body, { withSession: true });
    const send = vi.fn(placed);
    await syncOutbox(send);
    expect(send.mock.calls.map(([row]) => row.token)).toEqual([GUEST]);
    expect(await db.orders.get(GUEST)).toMatchObject({ tell: true });
    expect(await db.outbox.get(GUEST)).toBeUndefined();
    expect(await db.outbox.get(CUSTOMER)).toMatchObject({ state: 'queued' });
  });

  it('fails the sync while an order still waits, so the browser tries again', async () => {
    await queueOrder(GUEST, body);
    await expect(syncOutbox(async () => ({ kind: 'retry' }))).rejects.toThrow(/waiting/);
    expect(await db.outbox.get(GUEST)).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('answers its own tag only, and keeps the worker alive until the orders are sent', async () => {
    await queueOrder(GUEST, body);
    const send = vi.fn(placed);
    const { scope, fire } = fakeScope();
    registerOutboxSync(scope, send);
    expect(await fire('something-else')).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    const [result] = await fire(OUTBOX_SYNC_TAG);
    expect(result?.status).toBe('fulfilled');
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends once when the sync and a page replay race', async () => {
    await queueOrder(GUEST, body);
    let sends = 0;
    const slow: SendQueued = async (row) => {
      sends++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return placed(row);
    };
    await Promise.all([syncOutbox(slow), syncOutbox(slow)]);
    expect(sends).toBe(1);
  });
});
