/**
 * POST complete: the form's message ids for every field the order needs, an order placed once (201,
 * then 200 with the same order), stock taken once, the order a signed-in customer's, and a 409 that
 * takes nothing when stock or a price changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOrdersPath, checkoutPath } from '../../contract/api/private-paths';
import { makeTestApp, type TestContext } from '../test/test-app';
import {
  ADDRESS,
  complete,
  getOrder,
  newToken,
  put,
  readyBody,
  setVariants,
  stockOf,
} from '../test/checkout-client';
import { newCustomer, send } from './account-test-client';

let t: TestContext;
let v: string; // 1000 cents, 50 in stock
let lines: { variant_id: string; quantity: number }[];

beforeAll(async () => {
  t = await makeTestApp();
  v = (await setVariants(t.handle, 1, { price: 1000, stock: 50 }))[0]!;
  lines = [{ variant_id: v, quantity: 2 }];
}, 60_000);
afterAll(() => t.handle.close());

const orderCount = async () =>
  Number((await t.handle.pool.query('select count(*) from orders')).rows[0].count);

async function refused(body: object) {
  const token = newToken();
  expect((await put(t.app, token, body)).status).toBe(200);
  const [before, stock] = [await orderCount(), await stockOf(t.handle, v)];
  const res = await complete(t.app, token);
  expect(await orderCount()).toBe(before);
  expect(await stockOf(t.handle, v)).toBe(stock);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return res;
}

describe('what the order needs, with the form’s message ids', () => {
  const address = (change: object) => ({ shipping_address: { ...ADDRESS, ...change } });
  it.each([
    ['no email', { email: null }, { email: ['checkout.errors.email_required'] }],
    ['a wrong email', { email: 'lan@' }, { email: ['checkout.errors.email_invalid'] }],
    [
      'no full name',
      address({ full_name: ' ' }),
      { 'shipping_address.full_name': ['checkout.errors.full_name_required'] },
    ],
    [
      'no phone',
      address({ phone: null }),
      { 'shipping_address.phone': ['checkout.errors.phone_required'] },
    ],
    [
      'no address',
      address({ address: '' }),
      { 'shipping_address.address': ['checkout.errors.address_required'] },
    ],
    [
      'no city',
      address({ city: '' }),
      { 'shipping_address.city': ['checkout.errors.city_required'] },
    ],
    [
      'no state',
      address({ state: '' }),
      { 'shipping_address.state': ['checkout.errors.state_required'] },
    ],
    ['no zip', address({ zip: '' }), { 'shipping_address.zip': ['checkout.errors.zip_required'] }],
    [
      'no country',
      address({ country: '' }),
      { 'shipping_address.country': ['checkout.errors.country_required'] },
    ],
    [
      'a country the store does not ship to',
      address({ country: 'FR' }),
      { 'shipping_address.country': ['checkout.errors.country_required'] },
    ],
    [
      'no shipping method',
      { shipping_method: null },
      { shipping_method: ['checkout.errors.shipping_method_required'] },
    ],
    [
      'no payment method',
      { payment_method: null },
      { payment_method: ['checkout.errors.payment_required'] },
    ],
    [
      'card, not available yet',
      { payment_method: 'card' },
      { payment_method: ['checkout.errors.card_unavailable'] },
    ],
  ])('%s', async (_, change, errors) => {
    const res = await refused(readyBody(lines, change));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Validation error', errors });
  });

  it('every address field at once when there is no address', async () => {
    const res = await refused(readyBody(lines, { shipping_address: null, email: '' }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'email',
        ...['address', 'city', 'country', 'full_name', 'phone', 'state', 'zip'].map(
          (f) => `shipping_address.${f}`,
        ),
      ].sort(),
    );
  });

  it('accepts a store country in lower case', async () => {
    const token = newToken();
    await put(t.app, token, readyBody(lines, address({ country: 'vn' })));
    const res = await complete(t.app, token);
    expect(res.status).toBe(201);
    expect(res.body.data.shipping_address.country).toBe('VN');
  });
});

describe('placing', () => {
  it('places once: 201, then 200 with the same order, stock taken once', async () => {
    const token = newToken();
    await put(t.app, token, readyBody(lines, { discount_code: 'SAVE5' }));
    const stock = await stockOf(t.handle, v);
    const first = await complete(t.app, token);
    expect(first.status).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const order = first.body.data;
    expect(order).toMatchObject({
      status: 'pending',
      email: 'lan@example.com',
      subtotal: 2000,
      discount: 500,
      shipping: 500,
      total: 2000,
      discount_code: 'SAVE5',
      shipping_method: 'standard',
      payment_method: 'cod',
      returnable_until: null,
      returns: [],
    });
    expect(order.number).toMatch(/^MAY-\d{6}$/);
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['pending']);
    expect(order.lines[0]).toMatchObject({ variant_id: v, quantity: 2, unit_price: 1000 });
    expect(await stockOf(t.handle, v)).toBe(stock - 2);

    const again = await complete(t.app, token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(order);
    expect(await stockOf(t.handle, v)).toBe(stock - 2);
    expect((await getOrder(t.app, order.token)).body.data).toEqual(order);
  });

  it('keeps a completed checkout as its order has it: a later PUT changes nothing', async () => {
    const token = newToken();
    await put(t.app, token, readyBody(lines));
    const order = (await complete(t.app, token)).body.data;
    const replay = await put(t.app, token, readyBody([{ variant_id: v, quantity: 9 }]));
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ total: order.total, problems: [] });
    expect(replay.body.data.lines[0].quantity).toBe(2);
    expect((await send(t.app, 'GET', checkoutPath(token))).body.data).toEqual(replay.body.data);
    expect((await complete(t.app, token)).body.data.token).toBe(order.token);
  });

  it('gives the order to the customer whose bearer token came, at the PUT or the complete', async () => {
    const bearer = await newCustomer(t.app);
    const atPut = newToken();
    await put(t.app, atPut, readyBody(lines), bearer);
    const first = (await complete(t.app, atPut)).body.data;
    const atComplete = newToken();
    await put(t.app, atComplete, readyBody(lines));
    const second = (await complete(t.app, atComplete, bearer)).body.data;
    const guest = newToken();
    await put(t.app, guest, readyBody(lines));
    await complete(t.app, guest, 'not-a-session-token-at-all');
    const mine = await send(t.app, 'GET', `${accountOrdersPath()}?lang=en`, undefined, bearer);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('no-store');
    expect(mine.body.data.items.map((o: { token: string }) => o.token)).toEqual([
      second.token,
      first.token,
    ]);
  });

  it('uses a single-use code up', async () => {
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value, max_uses) values ('JUSTONCE', 'fixed', 300, 1)`,
    );
    const token = newToken();
    await put(t.app, token, readyBody(lines, { discount_code: 'justonce' }));
    expect((await complete(t.app, token)).body.data.discount).toBe(300);
    const later = await put(t.app, newToken(), readyBody(lines, { discount_code: 'JUSTONCE' }));
    expect(later.status).toBe(422);
    expect(later.body.errors).toEqual({ discount_code: ['checkout.errors.discount_used'] });
  });

  it('answers 404 for a checkout never saved', async () => {
    expect((await complete(t.app, newToken())).status).toBe(404);
  });
});

describe('409: nothing taken when stock or a price changed', () => {
  it('when stock ran short since the PUT', async () => {
    const [scarce] = await setVariants(t.handle, 1, { price: 800, stock: 3 }, 1);
    const token = newToken();
    await put(t.app, token, readyBody([{ variant_id: scarce!, quantity: 3 }]));
    await t.handle.pool.query('update variants set stock = 2 where id = $1', [scarce]);
    const before = await orderCount();
    const res = await complete(t.app, token);
    expect(res.status).toBe(409);
    expect(res.body.problems).toEqual([
      { variant_id: scarce, code: 'insufficient_stock', available: 2 },
    ]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.handle, scarce!)).toBe(2);
    // The shopper takes what is left, and the order goes through.
    await put(t.app, token, readyBody([{ variant_id: scarce!, quantity: 2 }]));
    expect((await complete(t.app, token)).status).toBe(201);
    expect(await stockOf(t.handle, scarce!)).toBe(0);
  });

  it('when a price changed since the shopper saw it, until they have seen the new one', async () => {
    const [moving] = await setVariants(t.handle, 1, { price: 1000, stock: 10 }, 2);
    const token = newToken();
    const body = readyBody([{ variant_id: moving!, quantity: 1 }]);
    await put(t.app, token, body);
    await t.handle.pool.query('update variants set price = 1100 where id = $1', [moving]);
    const res = await complete(t.app, token);
    expect(res.status).toBe(409);
    expect(res.body.problems).toEqual([{ variant_id: moving, code: 'price_changed', price: 1100 }]);
    expect(await stockOf(t.handle, moving!)).toBe(10);
    await put(t.app, token, body);
    const placed = await complete(t.app, token);
    expect(placed.status).toBe(201);
    expect(placed.body.data.subtotal).toBe(1100);
  });

  it('when a variant is out of stock or gone', async () => {
    const [gone] = await setVariants(t.handle, 1, { price: 1000, stock: 0 }, 3);
    const token = newToken();
    await put(
      t.app,
      token,
      readyBody([
        { variant_id: gone!, quantity: 1 },
        { variant_id: '999999', quantity: 1 },
      ]),
    );
    const res = await complete(t.app, token);
    expect(res.status).toBe(409);
    expect(res.body.problems).toEqual([
      { variant_id: gone, code: 'out_of_stock', available: 0 },
      { variant_id: '999999', code: 'unknown_variant' },
    ]);
  });
});
