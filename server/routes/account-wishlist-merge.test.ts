/**
 * The wishlist's merge at sign-in: the guest's products join the customer's list, newest first, each
 * once; a product since deleted, or past the list's bound, is named in `conflicts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, send } from './account-test-client';
import { pickFresh } from './account-wishlist-merge';

let t: TestContext;
let ids: string[];
beforeAll(async () => {
  t = await makeTestApp();
  const list = await getJson(t.app, '/api/catalog/collections/?per_page=4&lang=en');
  ids = list.body.data.items.map((p: { id: string }) => p.id);
}, 60_000);
afterAll(() => t.handle.close());

const merge = (token: string, product_ids: unknown[]) =>
  send(t.app, 'POST', '/api/account/wishlist/merge?lang=en', { product_ids }, token);
const idsOf = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('pickFresh', () => {
  it('skips products held, names unknown ones, and stops at the bound', () => {
    const known = new Set([1, 2, 3, 4, 5]);
    expect(pickFresh([5, 1, 9, 2, 3, 4], new Set([1]), known, 3)).toEqual({
      fresh: [5, 2],
      conflicts: [
        { product_id: '9', code: 'unknown_product' },
        { product_id: '3', code: 'too_many' },
        { product_id: '4', code: 'too_many' },
      ],
    });
  });
});

describe('POST /api/account/wishlist/merge', () => {
  it("puts the guest's new products first and keeps the customer's own after", async () => {
    const { token } = await newCustomerWith(t.app);
    await send(t.app, 'PUT', '/api/account/wishlist', { product_ids: [ids[0], ids[1]] }, token);
    const res = await merge(token, [ids[2], ids[1], ids[3], ids[2]]);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(idsOf(res.body.data.items)).toEqual([ids[2], ids[3], ids[0], ids[1]]);
    expect(res.body.data.conflicts).toEqual([]);
    const stored = await getJson(t.app, '/api/account/wishlist?lang=en', {
      Authorization: `Bearer ${token}`,
    });
    expect(stored.body.data).toEqual(res.body.data.items);
  });

  it('names a product that is gone instead of failing the whole merge', async () => {
    const { token } = await newCustomerWith(t.app);
    const res = await merge(token, [ids[0], '999999']);
    expect(res.status).toBe(200);
    expect(idsOf(res.body.data.items)).toEqual([ids[0]]);
    expect(res.body.data.conflicts).toEqual([{ product_id: '999999', code: 'unknown_product' }]);
  });

  it('answers 422 for a malformed id and 401 signed out', async () => {
    const { token } = await newCustomerWith(t.app);
    expect((await merge(token, ['x'])).body.errors).toEqual({
      'product_ids.0': ['account.errors.invalid'],
    });
    expect((await merge('', [ids[0]])).status).toBe(401);
  });
});
