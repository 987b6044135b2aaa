import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/types';
import { claimRow, outboxDb, queueOrder, settleRow } from '../../lib/db/outbox';
import type { OrderBody } from '../../lib/orders/place-order';
import { readOrderOnDevice } from './order-on-device';

const TOKEN = 'tok_device_aaaaaaaaaaaaa';
const body = { lines: [{ variant_id: '11', quantity: 2 }] } as OrderBody;
const order = { token: 'order_token_bbbbbbbbbbbbbbbb', number: 'MAY-000042' } as Order;
const db = outboxDb();

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
});

describe("a checkout token's order on this device", () => {
  it('is none until queued, then queued while it waits and while it is being sent', async () => {
    expect(await readOrderOnDevice(TOKEN)).toEqual({ kind: 'none' });
    await queueOrder(TOKEN, body, { now: 5 });
    expect(await readOrderOnDevice(TOKEN)).toEqual({ kind: 'queued' });
    await claimRow(TOKEN, 'tab');
    expect(await readOrderOnDevice(TOKEN)).toEqual({ kind: 'queued' });
  });

  it("is refused with the server's reasons and the lines they were for", async () => {
    await queueOrder(TOKEN, body, { now: 5 });
    await claimRow(TOKEN, 'tab');
    const problems = [{ variant_id: '11', code: 'out_of_stock' as const, available: 0 }];
    await settleRow(TOKEN, 'tab', { kind: 'refused', status: 409, problems });
    expect(await readOrderOnDevice(TOKEN)).toEqual({
      kind: 'refused',
      status: 409,
      queuedAt: 5,
      lines: body.lines,
      problems,
    });
  });

  it("is placed once settled, whoever sent it (kept under the order's own token)", async () => {
    await queueOrder(TOKEN, body);
    await claimRow(TOKEN, 'worker');
    await settleRow(TOKEN, 'worker', { kind: 'placed', order }, { tell: true });
    expect(await readOrderOnDevice(TOKEN)).toEqual({ kind: 'placed', order });
    // The order page's link is the order's token: its offline copy must be found under it.
    expect(await db.orders.get(order.token)).toMatchObject({ checkoutToken: TOKEN, order });
    expect(await db.orders.get(TOKEN)).toBeUndefined();
  });
});
