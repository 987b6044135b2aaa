import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer, send } from './account-test-client';

let t: TestContext;
let variantIds: string[] = [];
let productIds: string[] = [];
beforeAll(async () => {
  t = await makeTestApp();
  const list = (await getJson(t.app, '/api/catalog/collections/?per_page=3&lang=en')).body.data;
  productIds = list.items.map((p: { id: string }) => p.id);
  const product = (await getJson(t.app, `/api/catalog/products/${list.items[0].slug}`)).body.data;
  variantIds = product.variants.map((v: { id: string }) => v.id);
}, 60_000);
afterAll(() => t.handle.close());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the bearer check on /api/account/*', () => {
  it.each([
    ['no header', {}],
    ['a malformed header', { Authorization: 'Token abc' }],
    ['an unknown token', { Authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers 401 Authentication required for %s', async (_name, headers) => {
    for (const path of ['/api/account/cart', '/api/account/wishlist']) {
      const { status, body, headers: h } = await getJson(t.app, path, headers);
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Authentication required' });
      expect(h.get('cache-control')).toBe('no-store');
    }
    expect((await send(t.app, 'PUT', '/api/account/cart', { lines: [] })).status).toBe(401);
  });
});

describe('/api/account/cart', () => {
  it('starts empty, stores what PUT sends in its order, and answers the stored copy', async () => {
    const token = await newCustomer(t.app);
    expect((await getJson(t.app, '/api/account/cart', bearer(token))).body).toEqual({
      data: { lines: [] },
    });
    const lines = [
      { variant_id: variantIds[1], quantity: 3 },
      { variant_id: variantIds[0], quantity: 1 },
    ];
    const put = await send(t.app, 'PUT', '/api/account/cart', { lines }, token);
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');
    expect(put.body.data).toEqual({ lines });
    expect((await getJson(t.app, '/api/account/cart', bearer(token))).body.data).toEqual({ lines });
    // PUT replaces: a line left out is gone.
    await send(t.app, 'PUT', '/api/account/cart', { lines: [lines[1]] }, token);
    expect((await getJson(t.app, '/api/account/cart', bearer(token))).body.data).toEqual({
      lines: [lines[1]],
    });
  });

  it.each([
    ['no lines', {}, 'lines'],
    [
      '101 lines',
      { lines: Array.from({ length: 101 }, () => ({ variant_id: '1', quantity: 1 })) },
      'lines',
    ],
    ['a zero quantity', { lines: [{ variant_id: 'V', quantity: 0 }] }, 'lines.0.quantity'],
    ['a quantity of 100', { lines: [{ variant_id: 'V', quantity: 100 }] }, 'lines.0.quantity'],
    ['a fractional quantity', { lines: [{ variant_id: 'V', quantity: 1.5 }] }, 'lines.0.quantity'],
    ['a bad variant id', { lines: [{ variant_id: 'abc', quantity: 1 }] }, 'lines.0.variant_id'],
    [
      'an unknown variant',
      { lines: [{ variant_id: '999999', quantity: 1 }] },
      'lines.0.variant_id',
    ],
    [
      'a repeated variant',
      {
        lines: [
          { variant_id: 'V', quantity: 1 },
          { variant_id: 'V', quantity: 2 },
        ],
      },
      'lines.1.variant_id',
    ],
  ])('answers 422 for %s and keeps the stored copy', async (_name, raw, field) => {
    const token = await newCustomer(t.app);
    const keep = { lines: [{ variant_id: variantIds[0], quantity: 2 }] };
    await send(t.app, 'PUT', '/api/account/cart', keep, token);
    const body = JSON.parse(JSON.stringify(raw).replaceAll('"V"', `"${variantIds[0]}"`));
    const res = await send(t.app, 'PUT', '/api/account/cart', body, token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation error');
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.errors[field][0]).toMatch(/^account\.errors\./);
    expect((await getJson(t.app, '/api/account/cart', bearer(token))).body.data).toEqual(keep);
  });

  it('takes exactly 100 lines', async () => {
    const token = await newCustomer(t.app);
    const ids = Array.from({ length: 100 }, (_, i) => String(i + 1));
    const res = await send(
      t.app,
      'PUT',
      '/api/account/cart',
      { lines: ids.map((variant_id) => ({ variant_id, quantity: 99 })) },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.lines).toHaveLength(100);
  });
});

describe('/api/account/wishlist', () => {
  it('stores the ids sent and answers their cards newest first, in the language asked', async () => {
    const token = await newCustomer(t.app);
    expect((await getJson(t.app, '/api/account/wishlist', bearer(token))).body).toEqual({
      data: [],
    });
    const ids = [productIds[2], productIds[0], productIds[2]];
    const put = await send(
      t.app,
      'PUT',
      '/api/account/wishlist?lang=en',
      { product_ids: ids },
      token,
    );
    expect(put.status).toBe(200);
    expect(put.body.data.map((c: { id: string }) => c.id)).toEqual([productIds[2], productIds[0]]);
    const en = (await getJson(t.app, '/api/catalog/collections/?per_page=3&lang=en')).body.data
      .items[0];
    const read = (await getJson(t.app, '/api/account/wishlist?lang=en', bearer(token))).body.data;
    expect(read[1]).toEqual(en);
    const vi = (await getJson(t.app, '/api/account/wishlist', bearer(token))).body.data;
    expect(vi[1].name).not.toBe(en.name);
  });

  it('answers 422 for unknown or malformed ids and more than 200', async () => {
    const token = await newCustomer(t.app);
    const unknown = await send(
      t.app,
      'PUT',
      '/api/account/wishlist',
      { product_ids: [productIds[0], '999999'] },
      token,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'product_ids.1': ['account.errors.unknown_product'] });
    const bad = await send(t.app, 'PUT', '/api/account/wishlist', { product_ids: ['x'] }, token);
    expect(bad.body.errors).toEqual({ 'product_ids.0': ['account.errors.invalid'] });
    const many = await send(
      t.app,
      'PUT',
      '/api/account/wishlist',
      { product_ids: Array(201).fill(productIds[0]) },
      token,
    );
    expect(many.body.errors).toEqual({ product_ids: ['account.errors.too_many'] });
    expect((await getJson(t.app, '/api/account/wishlist', bearer(token))).body.data).toEqual([]);
  });
});

describe('one customer cannot see another', () => {
  it('keeps each cart and wishlist to its own customer', async () => {
    const [a, b] = [await newCustomer(t.app), await newCustomer(t.app)];
    await send(
      t.app,
      'PUT',
      '/api/account/cart',
      { lines: [{ variant_id: variantIds[0], quantity: 4 }] },
      a,
    );
    await send(t.app, 'PUT', '/api/account/wishlist', { product_ids: [productIds[1]] }, a);
    expect((await getJson(t.app, '/api/account/cart', bearer(b))).body.data).toEqual({ lines: [] });
    expect((await getJson(t.app, '/api/account/wishlist', bearer(b))).body.data).toEqual([]);
    await send(t.app, 'PUT', '/api/account/cart', { lines: [] }, b);
    expect((await getJson(t.app, '/api/account/cart', bearer(a))).body.data.lines).toHaveLength(1);
  });
});
