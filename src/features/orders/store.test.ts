import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import { ORDERS_KEPT, readLocalOrder, saveOrder } from './store';
import { testOrder } from './test-order';

const token = (n: number) => `tok_${String(n).padStart(22, '0')}`;

beforeEach(async () => {
  await db.orders.clear();
  await db.outbox.clear();
});

describe('the orders kept on the device', () => {
  it("replace the device's copy with the server's, keeping an order still to be told of", async () => {
    await db.orders.put({
      token: token(1),
      order: testOrder({ token: token(1) }),
      savedAt: 1,
      tell: true,
    });
    await saveOrder(testOrder({ token: token(1), status: 'shipped' }), 5);
    expect(await db.orders.get(token(1))).toMatchObject({
      savedAt: 5,
      tell: true,
      order: { status: 'shipped' },
    });
    expect((await readLocalOrder(token(1))).saved?.order.status).toBe('shipped');
  });

  it('keep a newer copy (another tab, a faster read) over an older answer', async () => {
    const newer = testOrder({
      token: token(2),
      status: 'shipped',
      updated_at: '2025-05-03T00:00:00Z',
    });
    await saveOrder(newer, 5);
    await saveOrder(testOrder({ token: token(2), updated_at: '2025-05-02T00:00:00Z' }), 6);
    expect(await db.orders.get(token(2))).toMatchObject({
      savedAt: 5,
      order: { status: 'shipped' },
    });
    await saveOrder(
      testOrder({ token: token(2), status: 'delivered', updated_at: '2025-05-04T00:00:00Z' }),
      7,
    );
    expect((await db.orders.get(token(2)))?.order.status).toBe('delivered');
  });

  it('stop at ORDERS_KEPT, dropping the oldest seen but never one still to be told of', async () => {
    await db.orders.put({
      token: token(0),
      order: testOrder({ token: token(0) }),
      savedAt: 0,
      tell: true,
    });
    for (let n = 1; n <= ORDERS_KEPT; n++) await saveOrder(testOrder({ token: token(n) }), n);
    expect(await db.orders.count()).toBe(ORDERS_KEPT);
    expect(await db.orders.get(token(0))).toBeDefined();
    expect(await db.orders.get(token(1))).toBeUndefined();
    expect(await db.orders.get(token(ORDERS_KEPT))).toBeDefined();
  });
});
