/**
 * GET /api/account/orders: the signed-in customer's orders, newest first, a page at a time (API.md's
 * list conventions). An order placed with a live bearer token is the customer's; one placed as a guest,
 * or with an ended session, is nobody's list's. Another customer's orders never show.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersPath } from '../../contract/api/private-paths';
import { placeOrderThroughApi, setVariants } from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { hashToken } from './auth-passwords';
import { newCustomer, send } from './account-test-client';

let t: TestContext;
let lines: { variant_id: string; quantity: number }[];
beforeAll(async () => {
  t = await makeTestApp();
  const [variant] = await setVariants(t.handle, 1, { price: 1500, stock: 1000 });
  lines = [{ variant_id: variant!, quantity: 1 }];
}, 60_000);
afterAll(() => t.handle.close());

const place = async (bearer?: string) =>
  (await placeOrderThroughApi(t.app, lines, bearer)).res.body.data.token as string;
const mine = (bearer: string, q: { page?: number; per_page?: number } = {}) =>
  send(t.app, 'GET', accountOrdersPath({ lang: 'en', ...q }), undefined, bearer);

describe('GET /api/account/orders', () => {
  it('lists the customer’s orders newest first, a page at a time', async () => {
    const a = await newCustomer(t.app);
    const placed = [await place(a), await place(a), await place(a)];
    const first = await mine(a, { per_page: 2 });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data.page).toBe(1);
    expect(first.body.data.per_page).toBe(2);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((o: { token: string }) => o.token)).toEqual([
      placed[2],
      placed[1],
    ]);
    const second = await mine(a, { page: 2, per_page: 2 });
    expect(second.body.data.items.map((o: { token: string }) => o.token)).toEqual([placed[0]]);
    expect((await mine(a, { page: 3, per_page: 2 })).body.data.items).toEqual([]);
  }, 30_000);

  it('starts empty, and never shows a guest order or another customer’s', async () => {
    const [a, b] = [await newCustomer(t.app), await newCustomer(t.app)];
    expect((await mine(a)).body.data).toEqual({ items: [], page: 1, per_page: 24, total: 0 });
    await place(b);
    await place();
    expect((await mine(a)).body.data.total).toBe(0);
    expect((await mine(b)).body.data.total).toBe(1);
  }, 30_000);

  it('takes an order placed with an ended session as a guest’s', async () => {
    const a = await newCustomer(t.app);
    await t.handle.db.execute(
      sql`update sessions set last_used_at = now() - interval '60 days' where token_hash = ${hashToken(a)}`,
    );
    const placed = await placeOrderThroughApi(t.app, lines, a);
    expect(placed.res.status).toBe(201);
    const { rows } = await t.handle.pool.query('select customer_id from orders where token = $1', [
      placed.res.body.data.token,
    ]);
    expect(rows).toEqual([{ customer_id: null }]);
    expect((await mine(a)).status).toBe(401);
  }, 30_000);

  it('answers 400 for a bad page and 401 without a session', async () => {
    const a = await newCustomer(t.app);
    expect(
      (await send(t.app, 'GET', '/api/account/orders?per_page=101', undefined, a)).status,
    ).toBe(400);
    expect((await send(t.app, 'GET', '/api/account/orders')).status).toBe(401);
  });
});
