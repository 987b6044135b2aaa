/**
 * GET, PATCH and DELETE /api/account and POST /api/account/password: a customer's own details only.
 * Deleting ends the sessions and removes addresses, cart and wishlist; orders stay, detached.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsFor } from '../auth/rate-limit';
import { accountCarts, accountWishlists, authAttempts, customerAddresses } from '../db/schema';
import { orders } from '../db/schema-orders';
import { ADDRESS, placeOrderThroughApi, setVariants } from '../test/checkout-client';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, send } from './account-test-client';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const me = (token: string) => getJson(t.app, '/api/account', { Authorization: `Bearer ${token}` });
const patch = (token: string, body: unknown) => send(t.app, 'PATCH', '/api/account', body, token);

describe('GET and PATCH /api/account', () => {
  it("answers the customer's own details, never cached", async () => {
    const { token, id, email } = await newCustomerWith(t.app);
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      id,
      first_name: 'Lan',
      last_name: 'Nguyễn',
      email,
      phone: null,
    });
  });

  it('changes the names and phone sent, and leaves the rest', async () => {
    const { token } = await newCustomerWith(t.app);
    const res = await patch(token, { first_name: '  Mai ', phone: '+84 912 345 678' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Mai',
      last_name: 'Nguyễn',
      phone: '+84 912 345 678',
    });
    expect((await patch(token, { phone: '' })).body.data.phone).toBeNull();
    expect((await me(token)).body.data).toMatchObject({ first_name: 'Mai', phone: null });
  });

  it("answers 422 with the spec's messages for blank names and a bad phone", async () => {
    const { token } = await newCustomerWith(t.app);
    const res = await patch(token, { first_name: ' ', last_name: null, phone: 'call me' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: ['account.errors.first_name_required'],
      last_name: ['account.errors.last_name_required'],
      phone: ['account.errors.phone_invalid'],
    });
    expect((await patch(token, {})).body.errors).toEqual({ _: ['account.errors.invalid'] });
    expect((await me(token)).body.data.first_name).toBe('Lan');
  });

  it('cannot change the email', async () => {
    const { token, email } = await newCustomerWith(t.app);
    await patch(token, { first_name: 'Mai', email: 'someone@else.example' });
    expect((await me(token)).body.data.email).toBe(email);
  });
});

describe('POST /api/account/password', () => {
  const change = (token: string, current: string, password = 'a newer password') =>
    send(
      t.app,
      'POST',
      '/api/account/password',
      { current_password: current, password, password_confirmation: password },
      token,
    );

  it('changes it, ends every other session and answers a new one', async () => {
    const { token, email } = await newCustomerWith(t.app);
    const other = (
      await send(t.app, 'POST', '/api/auth/login', { email, password: 'correct horse' })
    ).body.data.token as string;
    const res = await change(token, 'correct horse');
    expect(res.status).toBe(200);
    const fresh = res.body.data.token as string;
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    const signIn = await send(t.app, 'POST', '/api/auth/login', {
      email,
      password: 'a newer password',
    });
    expect(signIn.status).toBe(200);
  }, 30_000);

  it('answers 422 on current_password for a wrong one, counted with failed sign-ins', async () => {
    const { token, email } = await newCustomerWith(t.app);
    const res = await change(token, 'not my password');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ['account.errors.password_wrong'] });
    expect((await me(token)).status).toBe(200);
    const key = limitsFor('login', email, null)[0]!.key;
    await t.handle.db.insert(authAttempts).values(Array.from({ length: 9 }, () => ({ key })));
    const limited = await change(token, 'correct horse');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("changes it while others' failed sign-ins fill the account: only clients that failed wait", async () => {
    const { token, email } = await newCustomerWith(t.app);
    const key = limitsFor('login', email, null)[0]!.key;
    await t.handle.db.insert(authAttempts).values(Array.from({ length: 10 }, () => ({ key })));
    expect((await change(token, 'correct horse')).status).toBe(200);
  });

  it('answers 422 for a weak or unconfirmed new password', async () => {
    const { token } = await newCustomerWith(t.app);
    const res = await send(
      t.app,
      'POST',
      '/api/account/password',
      { current_password: 'correct horse', password: 'short', password_confirmation: 'other' },
      token,
    );
    expect(res.body.errors).toEqual({
      password: ['account.errors.password_too_short'],
      password_confirmation: ['account.errors.password_mismatch'],
    });
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account, its sessions, addresses, cart and wishlist; its orders stay, detached', async () => {
    const { token, id, email } = await newCustomerWith(t.app);
    const [variant] = await setVariants(t.handle, 1, { price: 1000, stock: 10 });
    const order = (
      await placeOrderThroughApi(t.app, [{ variant_id: variant!, quantity: 1 }], token)
    ).res.body.data;
    await send(t.app, 'POST', '/api/account/addresses', ADDRESS, token);
    await send(
      t.app,
      'PUT',
      '/api/account/cart',
      { lines: [{ variant_id: variant, quantity: 1 }] },
      token,
    );
    const product = t.shop.products[0]!;
    const card = (await getJson(t.app, `/api/catalog/products/${product.slug}`)).body.data;
    await send(t.app, 'PUT', '/api/account/wishlist', { product_ids: [card.id] }, token);

    const res = await send(t.app, 'DELETE', '/api/account', undefined, token);
    expect(res.status).toBe(204);
    expect((await me(token)).status).toBe(401);
    const db = t.handle.db;
    for (const table of [customerAddresses, accountCarts, accountWishlists])
      expect(await db.select().from(table).where(eq(table.customerId, id))).toEqual([]);
    const [kept] = await db.select().from(orders).where(eq(orders.token, order.token));
    expect(kept!.customerId).toBeNull();
    expect((await getJson(t.app, `/api/orders/${order.token}`)).status).toBe(200);
    // Nobody signs in as the deleted customer any more.
    const again = await send(t.app, 'POST', '/api/auth/login', {
      email,
      password: 'correct horse',
    });
    expect(again.status).toBe(401);
  }, 30_000);
});
