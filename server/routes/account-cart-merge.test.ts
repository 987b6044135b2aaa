/**
 * The merge at sign-in (issue 13): the guest's lines add to the customer's server cart, capped at
 * stock; a line out of stock or gone is named in `conflicts`, never dropped silently.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { setVariants } from '../test/checkout-client';
import { newCustomer, send } from './account-test-client';
import { mergeLines } from './account-cart-merge';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const merge = (token: string, lines: unknown) =>
  send(t.app, 'POST', '/api/account/cart/merge', { lines }, token);

describe('mergeLines', () => {
  const stock = new Map([
    [1, 10],
    [2, 3],
    [3, 0],
    [4, 500],
  ]);

  it('adds quantities, keeps the server order first, caps at stock and at 99 a line', () => {
    const { lines, conflicts } = mergeLines(
      [
        { variantId: 2, quantity: 2 },
        { variantId: 1, quantity: 1 },
      ],
      [
        { variant_id: 4, quantity: 60 },
        { variant_id: 1, quantity: 4 },
        { variant_id: 2, quantity: 2 },
      ],
      stock,
    );
    expect(lines).toEqual([
      { variantId: 2, quantity: 3 },
      { variantId: 1, quantity: 5 },
      { variantId: 4, quantity: 60 },
    ]);
    expect(conflicts).toEqual([
      { variant_id: '2', code: 'insufficient_stock', requested: 4, available: 3 },
    ]);
  });

  it('names out-of-stock and vanished lines and leaves them out', () => {
    const { lines, conflicts } = mergeLines(
      [{ variantId: 3, quantity: 1 }],
      [
        { variant_id: 9, quantity: 2 },
        { variant_id: 4, quantity: 99 },
      ],
      stock,
    );
    expect(lines).toEqual([{ variantId: 4, quantity: 99 }]);
    expect(conflicts).toEqual([
      { variant_id: '3', code: 'out_of_stock', requested: 1, available: 0 },
      { variant_id: '9', code: 'unknown_variant', requested: 2, available: 0 },
    ]);
  });
});

describe('POST /api/account/cart/merge', () => {
  it('stores and answers the merged cart with its conflicts', async () => {
    const [plenty, few, none] = await setVariants(t.handle, 3, { price: 1000, stock: 20 });
    await t.handle.pool.query('update variants set stock = 2 where id = $1', [few]);
    await t.handle.pool.query('update variants set stock = 0 where id = $1', [none]);
    const token = await newCustomer(t.app);
    await send(
      t.app,
      'PUT',
      '/api/account/cart',
      { lines: [{ variant_id: few, quantity: 1 }] },
      token,
    );
    const res = await merge(token, [
      { variant_id: plenty, quantity: 3 },
      { variant_id: few, quantity: 5 },
      { variant_id: none, quantity: 1 },
      { variant_id: '999999', quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      lines: [
        { variant_id: few, quantity: 2 },
        { variant_id: plenty, quantity: 3 },
      ],
      conflicts: [
        { variant_id: few, code: 'insufficient_stock', requested: 6, available: 2 },
        { variant_id: none, code: 'out_of_stock', requested: 1, available: 0 },
        { variant_id: '999999', code: 'unknown_variant', requested: 1, available: 0 },
      ],
    });
    const stored = await send(t.app, 'GET', '/api/account/cart', undefined, token);
    expect(stored.body.data).toEqual({ lines: res.body.data.lines });
    // A second merge of an empty guest cart changes nothing.
    expect((await merge(token, [])).body.data).toEqual({
      lines: res.body.data.lines,
      conflicts: [],
    });
  });

  it('answers 422 for a repeated or malformed line, and 401 signed out', async () => {
    const token = await newCustomer(t.app);
    const bad = await merge(token, [
      { variant_id: '1', quantity: 1 },
      { variant_id: '1', quantity: 2 },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'lines.1.variant_id': ['account.errors.duplicate'] });
    expect((await send(t.app, 'POST', '/api/account/cart/merge', { lines: [] })).status).toBe(401);
  });

  it("merges into the customer's own cart only", async () => {
    const [variant] = await setVariants(t.handle, 1, { price: 1000, stock: 20 });
    const [a, b] = [await newCustomer(t.app), await newCustomer(t.app)];
    await merge(a, [{ variant_id: variant, quantity: 2 }]);
    const other = await send(t.app, 'GET', '/api/account/cart', undefined, b);
    expect(other.body.data).toEqual({ lines: [] });
  });
});
