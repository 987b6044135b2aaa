/**
 * The dashboard's figures (issue 39) on a known set of orders: today and the last 7 days are the
 * shop's calendar days (Ho Chi Minh City, UTC+7), both boundaries exact, cancelled orders left out;
 * orders waiting to be confirmed, return requests waiting, variants low on stock and out of it; and
 * the endpoint answering the contract's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardSchema } from '../../../contract/admin/dashboard-shapes';
import { setVariants } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { parsed, staffClient } from '../catalog/test-catalog';
import { placeFor, placedAt } from '../orders/test-orders';
import { readDashboard } from './dashboard';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let variants: string[];
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  variants = await setVariants(t.handle, 4, { price: 1000, stock: 500 });
}, 60_000);
afterAll(() => t.handle.close());

const one = () => [{ variant_id: variants[0]!, quantity: 1 }];
const place = async (at: string, status = 'confirmed') => {
  const number = await placeFor(t.app, one());
  await placedAt(t.handle, number, at);
  await t.handle.pool.query('update orders set status = $2 where number = $1', [number, status]);
  const { rows } = await t.handle.pool.query<{ total: number }>(
    'select total from orders where number = $1',
    [number],
  );
  return rows[0]!.total;
};

describe('the sales figures', () => {
  it('count the shop’s today and last 7 days, to the second, leaving cancelled orders out', async () => {
    // Far from the real now, so only these orders fall in the windows.
    const total = await place('2030-06-14T17:00:00Z'); // 00:00 on the 15th in the shop: today
    await place('2030-06-14T16:59:59Z'); // 23:59:59 on the 14th: the week, not today
    await place('2030-06-15T02:00:00Z', 'cancelled'); // today, but cancelled
    await place('2030-06-08T17:00:00Z', 'delivered'); // 00:00 on the 9th: the week's first second
    await place('2030-06-08T16:59:59Z'); // the 8th: before the week
    await place('2030-06-15T12:00:00Z'); // after `now`: not yet placed

    const noon = await readDashboard(t.handle.db, 'vi', new Date('2030-06-15T05:00:00Z'));
    expect(noon.today).toBe('2030-06-15');
    expect(noon.today_sales).toEqual({ orders: 1, revenue: total });
    expect(noon.week_sales).toEqual({ orders: 3, revenue: 3 * total });

    // One second before the shop's midnight it is still the 14th there.
    const eve = await readDashboard(t.handle.db, 'vi', new Date('2030-06-14T16:59:59Z'));
    expect(eve.today).toBe('2030-06-14');
    expect(eve.today_sales).toEqual({ orders: 1, revenue: total });
    expect(eve.week_sales).toEqual({ orders: 3, revenue: 3 * total }); // the 8th's order now counts
  });
});

describe('what waits on staff', () => {
  it('counts orders to confirm, return requests, and variants low on or out of stock', async () => {
    const before = await readDashboard(t.handle.db, 'en');
    const pending = await placeFor(t.app, one());
    const returned = await placeFor(t.app, one());
    await t.handle.pool.query(
      `insert into return_requests (order_id, lines, reason, status)
       select id, '[]', 'too small', s from orders, unnest(array['requested', 'approved']) s
       where number = $1`,
      [returned],
    );
    const threshold = before.low_stock_threshold;
    await t.handle.pool.query('update variants set stock = $2 where id = $1', [variants[1], 0]);
    await t.handle.pool.query('update variants set stock = $2 where id = $1', [
      variants[2],
      threshold,
    ]);
    await t.handle.pool.query('update variants set stock = $2 where id = $1', [
      variants[3],
      threshold + 1,
    ]);
    const after = parsed(DashboardSchema, await staff.call('GET', '/api/admin/dashboard?lang=en'));
    expect(after.pending_orders).toBe(before.pending_orders + 2);
    expect(after.return_requests).toBe(before.return_requests + 1);
    expect(after.low_stock).toBe(before.low_stock + 1);
    expect(after.out_of_stock).toBe(before.out_of_stock + 1);
    // The lowest first (the demo shop has more out of stock than the list shows), all at or below.
    expect(after.stock_rows.length).toBeGreaterThan(0);
    expect(after.stock_rows[0]!.stock).toBe(0);
    expect(after.stock_rows.every((r) => r.stock <= threshold)).toBe(true);
    expect(pending).toMatch(/^MAY-/);

    // A product taken off the shop (archived) no longer counts.
    await t.handle.pool.query(
      `update products set status = 'archived' where id = (select product_id from variants where id = $1)`,
      [variants[1]],
    );
    expect((await readDashboard(t.handle.db, 'en')).out_of_stock).toBe(before.out_of_stock);
  });
});
