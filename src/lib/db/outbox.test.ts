import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/types';
import {
  SENDING_LEASE_MS,
  claimRow,
  outboxDb,
  queueOrder,
  replayOutbox,
  settleRow,
  type SendOutcome,
} from './outbox';
import type { OutboxRow } from './schema';

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'tok_bbbbbbbbbbbbbbbbbbbbbb';

const body: OutboxRow['body'] = {
  lines: [{ variant_id: '11', quantity: 2 }],
  email: 'an@example.com',
  shipping_address: {
    full_name: 'An Nguyen',
    phone: '0900000000',
    address: '1 Le Loi',
    city: 'Hue',
    state: 'Thua Thien Hue',
    zip: '530000',
    country: 'VN',
  },
  shipping_method: 'standard',
  payment_method: 'cod',
  discount_code: null,
};

const order = (token: string, number = 'MAY-000001') => ({ token, number }) as unknown as Order;
const placed = (token: string): SendOutcome => ({ kind: 'placed', order: order(token) });

const db = outboxDb();

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('queueing an order', () => {
  it('writes it as queued in a transaction committed with strict durability', async () => {
    // Dexie binds the connection's transaction() when it opens: spy first, then reopen.
    db.close({ disableAutoOpen: false });
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await queueOrder(TOKEN, body, { withSession: true, now: 5 });
    expect(await db.outbox.get(TOKEN)).toMatchObject({
      token: TOKEN,
      body,
      state: 'queued',
      attempts: 0,
      failure: null,
      queuedAt: 5,
      withSession: true,
    });
    const writes = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes.length).toBeGreaterThan(0);
    for (const [, , options] of writes) expect(options).toEqual({ durability: 'strict' });
  });
});

describe('replaying the outbox', () => {
  it('saves a placed order (to be told) and deletes its row in the same step', async () => {
    await queueOrder(TOKEN, body);
    const send = vi.fn(async (row: OutboxRow) => placed(row.token));
    const report = await replayOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ token: TOKEN, body, state: 'sending' });
    expect(report).toEqual({ placed: [order(TOKEN)], refused: [], waiting: 0 });
    expect(await db.outbox.get(TOKEN)).toBeUndefined();
    expect(await db.orders.get(TOKEN)).toMatchObject({ order: order(TOKEN), tell: true });
  });

  it('keeps the row, queued again, when no answer came', async () => {
    await queueOrder(TOKEN, body);
    const report = await replayOutbox(async () => ({ kind: 'retry' }));
    expect(report.waiting).toBe(1);
    expect(await db.outbox.get(TOKEN)).toMatchObject({
      state: 'queued',
      attempts: 1,
      sending: null,
    });
    // A send that throws is the same: kept.
    await replayOutbox(() => Promise.reject(new Error('boom')));
    expect(await db.outbox.get(TOKEN)).toMatchObject({ state: 'queued', attempts: 2 });
  });

  it("marks a refused order failed with the server's reason, not yet told", async () => {
    await queueOrder(TOKEN, body);
    await queueOrder(OTHER, body);
    const problems = [{ variant_id: '11', code: 'out_of_stock' as const, available: 0 }];
    const errors = { 'shipping_address.city': ['checkout.errors.city_required'] };
    const report = await replayOutbox(async (row) =>
      row.token === TOKEN
        ? { kind: 'refused', status: 409, problems }
        : { kind: 'refused', status: 422, errors },
    );
    expect(report.refused).toEqual([TOKEN, OTHER]);
    expect(await db.outbox.get(TOKEN)).toMatchObject({
      state: 'failed',
      told: false,
      failure: { status: 409, problems },
    });
    expect(await db.outbox.get(OTHER)).toMatchObject({ failure: { status: 422, errors } });
    // A failed row is not sent again by itself: the shopper places it anew from the checkout.
    const send = vi.fn(async (row: OutboxRow) => placed(row.token));
    await replayOutbox(send);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each row once when two replays run at once', async () => {
    await queueOrder(TOKEN, body, { now: 1 });
    await queueOrder(OTHER, body, { now: 2 });
    const sent: string[] = [];
    const send = async (row: OutboxRow) => {
      sent.push(row.token);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return placed(row.token);
    };
    const [a, b] = await Promise.all([replayOutbox(send), replayOutbox(send)]);
    expect(sent.sort()).toEqual([TOKEN, OTHER].sort());
    expect(a.placed.length + b.placed.length).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(2);
  });

  it('leaves rows the caller excludes, and rows another sender holds', async () => {
    await queueOrder(TOKEN, body, { withSession: true });
    await queueOrder(OTHER, body);
    expect(await claimRow(OTHER, 'another tab')).not.toBeNull();
    const send = vi.fn(async (row: OutboxRow) => placed(row.token));
    await replayOutbox(send, { include: (row) => !row.withSession });
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(2);
  });

  it('takes over a claim abandoned for longer than the lease', async () => {
    await queueOrder(TOKEN, body);
    const now = Date.now();
    expect(await claimRow(TOKEN, 'closed tab', now - SENDING_LEASE_MS - 1)).not.toBeNull();
    expect(await claimRow(TOKEN, 'this tab', now - 1000)).toBeNull();
    const send = vi.fn(async (row: OutboxRow) => placed(row.token));
    await replayOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await db.outbox.get(TOKEN)).toBeUndefined();
  });
});

describe('settling a send', () => {
  it('does not let a late refusal or retry touch a row queued again meanwhile', async () => {
    await queueOrder(TOKEN, body);
    await claimRow(TOKEN, 'first');
    await queueOrder(TOKEN, { ...body, email: 'new@example.com' }); // the shopper placed it anew
    await settleRow(TOKEN, 'first', { kind: 'refused', status: 409, problems: [] });
    await settleRow(TOKEN, 'first', { kind: 'retry' });
    expect(await db.outbox.get(TOKEN)).toMatchObject({
      state: 'queued',
      failure: null,
      body: { email: 'new@example.com' },
    });
  });

  it('keeps a placed order told once when a second sender is answered too', async () => {
    await queueOrder(TOKEN, body);
    await claimRow(TOKEN, 'first');
    await settleRow(TOKEN, 'first', placed(TOKEN), { tell: true });
    await db.orders.update(TOKEN, { tell: false }); // a tab told the shopper
    await settleRow(TOKEN, 'second', placed(TOKEN), { tell: true });
    expect((await db.orders.get(TOKEN))?.tell).toBeFalsy();
  });

  it('saves a placed order whoever claimed the row, and deletes the row', async () => {
    await queueOrder(TOKEN, body);
    await claimRow(TOKEN, 'worker');
    await settleRow(TOKEN, 'page', placed(TOKEN));
    expect(await db.outbox.get(TOKEN)).toBeUndefined();
    expect(await db.orders.get(TOKEN)).toMatchObject({ order: order(TOKEN) });
    expect((await db.orders.get(TOKEN))?.tell).toBeUndefined();
  });
});
