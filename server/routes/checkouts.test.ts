/**
 * PUT and GET of a checkout on the demo shop: every amount computed by the server (the free-shipping
 * threshold, express, each kind of discount code), what the client claims about amounts ignored, and
 * the problems a line can have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPath } from '../../contract/api/private-paths';
import { makeTestApp, type TestContext } from '../test/test-app';
import {
  newToken,
  placeOrderThroughApi,
  put,
  readyBody,
  setVariants,
} from '../test/checkout-client';
import { send } from './account-test-client';

let t: TestContext;
let a: string; // 1000 cents, 10 in stock
let b: string; // 999 cents, 10 in stock

beforeAll(async () => {
  t = await makeTestApp();
  a = (await setVariants(t.handle, 1, { price: 1000, stock: 10 }))[0]!;
  b = (await setVariants(t.handle, 1, { price: 999, stock: 10 }, 1))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

const line = (variant_id: string, quantity: number) => ({ variant_id, quantity });

async function totals(lines: { variant_id: string; quantity: number }[], more = {}) {
  const res = await put(t.app, newToken(), readyBody(lines, more));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { subtotal, discount, shipping, total, currency } = res.body.data;
  return { subtotal, discount, shipping, total, currency };
}

describe('totals', () => {
  it('adds the lines and charges standard shipping under the threshold', async () => {
    expect(await totals([line(a, 1)])).toEqual({
      subtotal: 1000,
      discount: 0,
      shipping: 500,
      total: 1500,
      currency: 'USD',
    });
  });

  it('ships standard free at the threshold (4000), not one cent under it', async () => {
    expect(await totals([line(a, 3), line(b, 1)])).toMatchObject({ subtotal: 3999, shipping: 500 });
    expect(await totals([line(a, 4)])).toMatchObject({ subtotal: 4000, shipping: 0, total: 4000 });
  });

  it('never ships express free', async () => {
    expect(await totals([line(a, 5)], { shipping_method: 'express' })).toMatchObject({
      subtotal: 5000,
      shipping: 1500,
      total: 6500,
    });
  });

  it('charges no shipping before a method is chosen', async () => {
    expect(await totals([line(a, 1)], { shipping_method: null })).toMatchObject({
      shipping: 0,
      total: 1000,
    });
  });

  it('takes a percentage off, and judges the threshold after the discount', async () => {
    expect(await totals([line(a, 4)], { discount_code: 'WELCOME10' })).toEqual({
      subtotal: 4000,
      discount: 400,
      shipping: 500, // 3600 after the discount is under 4000
      total: 4100,
      currency: 'USD',
    });
  });

  it('rounds a percentage to the nearest cent', async () => {
    expect(await totals([line(b, 1)], { discount_code: 'WELCOME10' })).toMatchObject({
      subtotal: 999,
      discount: 100,
    });
  });

  it('takes a fixed amount off, never more than the subtotal', async () => {
    expect(await totals([line(a, 1)], { discount_code: 'SAVE5' })).toMatchObject({
      discount: 500,
      total: 1000,
    });
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value) values ('BIG', 'fixed', 100000)`,
    );
    expect(await totals([line(a, 1)], { discount_code: 'BIG' })).toMatchObject({
      discount: 1000,
      shipping: 500,
      total: 500,
    });
  });

  it('reads a code in any case', async () => {
    const res = await put(t.app, newToken(), readyBody([line(a, 1)], { discount_code: ' save5 ' }));
    expect(res.body.data).toMatchObject({ discount_code: 'SAVE5', discount: 500 });
  });

  it('ignores every amount the client sends', async () => {
    const tampered = { ...line(a, 2), unit_price: 1, line_total: 1, price: 1 };
    const body = {
      ...readyBody([tampered]),
      subtotal: 1,
      discount: 1_000_000,
      shipping: 0,
      total: 1,
      currency: 'VND',
    };
    const res = await put(t.app, newToken(), body);
    expect(res.body.data).toMatchObject({
      subtotal: 2000,
      discount: 0,
      shipping: 500,
      total: 2500,
    });
    expect(res.body.data.currency).toBe('USD');
    expect(res.body.data.lines[0]).toMatchObject({ unit_price: 1000, line_total: 2000 });
  });
});

describe('discount codes the PUT refuses, saving nothing', () => {
  it.each([
    ['an unknown code', 'NOPE', 'checkout.errors.discount_invalid'],
    ['an expired code', 'summer23', 'checkout.errors.discount_expired'],
  ])('%s', async (_, code, id) => {
    const token = newToken();
    const res = await put(t.app, token, readyBody([line(a, 1)], { discount_code: code }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discount_code: [id] });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await send(t.app, 'GET', checkoutPath(token))).status).toBe(404);
  });

  it('a used-up single-use code, leaving the saved checkout as it was', async () => {
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value, max_uses) values ('ONCE', 'fixed', 100, 1)`,
    );
    const used = await placeOrderThroughApi(t.app, [line(b, 1)], undefined, {
      discount_code: 'ONCE',
    });
    expect(used.res.status).toBe(201);
    const token = newToken();
    await put(t.app, token, readyBody([line(a, 1)], { discount_code: 'SAVE5' }));
    const res = await put(t.app, token, readyBody([line(a, 3)], { discount_code: 'once' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discount_code: ['checkout.errors.discount_used'] });
    const saved = await send(t.app, 'GET', checkoutPath(token));
    expect(saved.body.data).toMatchObject({ discount_code: 'SAVE5', subtotal: 1000 });
    expect(saved.body.data.lines[0].quantity).toBe(1);
  });
});

describe('problems', () => {
  it('names a line out of stock, one short of stock, and an unknown variant', async () => {
    const [out, low] = await setVariants(t.handle, 2, { price: 700, stock: 0 }, 2);
    await t.handle.pool.query('update variants set stock = 2 where id = $1', [low]);
    const res = await put(
      t.app,
      newToken(),
      readyBody([line(out!, 1), line(low!, 3), line('999999', 1)]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.problems).toEqual([
      { variant_id: out, code: 'out_of_stock', available: 0 },
      { variant_id: low, code: 'insufficient_stock', available: 2 },
      { variant_id: '999999', code: 'unknown_variant' },
    ]);
    // An unknown variant has no line to show; the others are priced as asked.
    expect(res.body.data.lines.map((l: { variant_id: string }) => l.variant_id)).toEqual([
      out,
      low,
    ]);
    expect(res.body.data.subtotal).toBe(2800);
  });

  it('names a price that moved since the last answer, once', async () => {
    const [v] = await setVariants(t.handle, 1, { price: 1200, stock: 5 }, 4);
    const token = newToken();
    const body = readyBody([line(v!, 1)]);
    expect((await put(t.app, token, body)).body.data.problems).toEqual([]);
    await t.handle.pool.query('update variants set price = 1500 where id = $1', [v]);
    const seen = await put(t.app, token, body);
    expect(seen.body.data.problems).toEqual([
      { variant_id: v, code: 'price_changed', price: 1500 },
    ]);
    expect(seen.body.data.lines[0].unit_price).toBe(1500);
    expect((await put(t.app, token, body)).body.data.problems).toEqual([]);
  });

  it('merges a variant sent twice into one line', async () => {
    const res = await put(t.app, newToken(), readyBody([line(a, 1), line(a, 2)]));
    expect(res.body.data.lines).toHaveLength(1);
    expect(res.body.data.lines[0]).toMatchObject({ quantity: 3, line_total: 3000, available: 10 });
  });

  it('holds the merged line to the limit of 99: up to it merges, past it is refused at that line', async () => {
    const to99 = await put(t.app, newToken(), readyBody([line(a, 60), line(b, 1), line(a, 39)]));
    expect(to99.status).toBe(200);
    expect(to99.body.data.lines[0]).toMatchObject({ variant_id: a, quantity: 99 });
    const lines = [line(a, 99), line(b, 1), ...Array.from({ length: 98 }, () => line(a, 99))];
    const past = await put(t.app, newToken(), readyBody(lines));
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ 'lines.2.quantity': ['checkout.errors.quantity_range'] });
  });
});

describe('the draft', () => {
  it('is kept partial, answered by GET, never cached', async () => {
    const token = newToken();
    const draft = {
      lines: [line(a, 1)],
      email: 'half@',
      shipping_address: { city: 'Hà Nội', country: 'FR' },
    };
    const saved = await put(t.app, token, draft);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('Cache-Control')).toBe('no-store');
    expect(saved.body.data).toMatchObject({
      token,
      email: 'half@',
      shipping_address: { city: 'Hà Nội', country: 'FR', full_name: '', zip: '' },
      shipping_method: null,
      payment_method: null,
      discount_code: null,
    });
    const read = await send(t.app, 'GET', `${checkoutPath(token)}?lang=en`);
    expect(read.status).toBe(200);
    expect(read.headers.get('Cache-Control')).toBe('no-store');
    expect(read.body.data).toEqual({
      ...saved.body.data,
      // The card and the line's picture (its alt text) are in the language asked.
      lines: [
        {
          ...saved.body.data.lines[0],
          product: read.body.data.lines[0].product,
          image: read.body.data.lines[0].image,
        },
      ],
    });
  });

  it('answers the cards in the language asked', async () => {
    const token = newToken();
    const vi = await put(t.app, token, readyBody([line(a, 1)]));
    const en = await send(t.app, 'GET', `${checkoutPath(token)}?lang=en`);
    const { rows } = await t.handle.pool.query(
      'select p.name_vi, p.name_en from variants v join products p on p.id = v.product_id where v.id = $1',
      [a],
    );
    expect(vi.body.data.lines[0].product.name).toBe(rows[0].name_vi);
    expect(en.body.data.lines[0].product.name).toBe(rows[0].name_en);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await send(t.app, 'GET', checkoutPath(newToken()))).status).toBe(404);
    expect((await put(t.app, 'short', readyBody([line(a, 1)]))).status).toBe(404);
  });
});
