/**
 * Each rule of a discount code, through the checkout's PUT and complete: the minimum subtotal, the
 * window, paused, the total limit, the per-customer limit by account and by a guest's email, first
 * order only, and the demo's FIRSTORDER for two new customers. The races are in checkout-races.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import {
  complete,
  newToken,
  placeOrderThroughApi,
  put,
  readyBody,
  setVariants,
} from '../test/checkout-client';
import { newCustomerWith, uniqueEmail } from './account-test-client';

let t: TestContext;
let v: string; // 1000 cents, plenty in stock

beforeAll(async () => {
  t = await makeTestApp();
  v = (await setVariants(t.handle, 1, { price: 1000, stock: 1000 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

let n = 0;
/** A new code with these columns (SQL names), answering its name. */
async function newCode(columns: Record<string, unknown> = {}): Promise<string> {
  const code = `RULE${++n}`;
  const all = { code, kind: 'fixed', value: 100, ...columns };
  const names = Object.keys(all);
  await t.handle.pool.query(
    `insert into discount_codes (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(all),
  );
  return code;
}

const lines = (quantity = 1) => [{ variant_id: v, quantity }];

/** A PUT of a ready checkout with the code: the status and the discount_code errors. */
async function tryCode(code: string, more: Record<string, unknown> = {}, bearer?: string) {
  const res = await put(
    t.app,
    newToken(),
    readyBody(lines(), { discount_code: code, ...more }),
    bearer,
  );
  return { status: res.status, errors: res.body.errors?.discount_code, data: res.body.data };
}

/** Places an order with the code: its status, and the order's discount or the refusal (the PUT's or the complete's). */
async function order(code: string | null, email: string, bearer?: string) {
  const token = newToken();
  const saved = await put(t.app, token, readyBody(lines(), { discount_code: code, email }), bearer);
  const res = saved.status === 200 ? await complete(t.app, token, bearer) : saved;
  return { status: res.status, discount: res.body.data?.discount, errors: res.body.errors };
}

const DAY = 86_400_000;

describe('a discount code’s rules', () => {
  it('a minimum subtotal: refused below it, with the amount, applied from it', async () => {
    const code = await newCode({ min_subtotal: 3000 });
    expect(await tryCode(code)).toMatchObject({
      status: 422,
      errors: ['checkout.errors.discount_min_subtotal?amount=3000'],
    });
    const ok = await put(t.app, newToken(), readyBody(lines(3), { discount_code: code }));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ subtotal: 3000, discount: 100 });
  });

  it('a window: not before its start, not from its end', async () => {
    const now = Date.now();
    const later = await newCode({ starts_at: new Date(now + DAY) });
    const over = await newCode({
      starts_at: new Date(now - 2 * DAY),
      expires_at: new Date(now - DAY),
    });
    const open = await newCode({ starts_at: new Date(now - DAY), expires_at: new Date(now + DAY) });
    expect((await tryCode(later)).errors).toEqual(['checkout.errors.discount_not_started']);
    expect((await tryCode(over)).errors).toEqual(['checkout.errors.discount_expired']);
    expect((await tryCode(open)).data).toMatchObject({ discount: 100 });
  });

  it('paused: refused at the PUT, and at the complete when paused after it', async () => {
    const code = await newCode({ paused: true });
    expect((await tryCode(code)).errors).toEqual(['checkout.errors.discount_paused']);
    const other = await newCode();
    const token = newToken();
    expect((await put(t.app, token, readyBody(lines(), { discount_code: other }))).status).toBe(
      200,
    );
    await t.handle.pool.query('update discount_codes set paused = true where code = $1', [other]);
    const res = await complete(t.app, token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discount_code: ['checkout.errors.discount_paused'] });
  });

  it('a total limit: as many orders as it allows, whoever places them', async () => {
    const code = await newCode({ max_uses: 2 });
    expect((await order(code, uniqueEmail())).discount).toBe(100);
    expect((await order(code, uniqueEmail())).discount).toBe(100);
    const third = await order(code, uniqueEmail());
    expect(third.status).toBe(422);
    expect(third.errors).toEqual({ discount_code: ['checkout.errors.discount_used'] });
  });

  it('a per-customer limit for a guest counts by the email, trimmed and in any case', async () => {
    const code = await newCode({ per_customer: 1 });
    const email = uniqueEmail();
    expect((await order(code, email)).discount).toBe(100);
    const again = await tryCode(code, { email: `  ${email.toUpperCase()} ` });
    expect(again).toMatchObject({ status: 422, errors: ['checkout.errors.discount_per_customer'] });
    expect((await order(code, uniqueEmail())).discount).toBe(100);
  });

  it('a per-customer limit for a signed-in customer counts by the account, whatever email they type', async () => {
    const code = await newCode({ per_customer: 2 });
    const me = await newCustomerWith(t.app);
    expect((await order(code, me.email, me.token)).discount).toBe(100);
    expect((await order(code, uniqueEmail(), me.token)).discount).toBe(100);
    const third = await order(code, uniqueEmail(), me.token);
    expect(third.errors).toEqual({ discount_code: ['checkout.errors.discount_per_customer'] });
  });

  it('a signed-in use counts for a guest with the same email, and the other way round', async () => {
    const code = await newCode({ per_customer: 1 });
    const me = await newCustomerWith(t.app);
    expect((await order(code, me.email, me.token)).discount).toBe(100);
    expect((await tryCode(code, { email: me.email })).errors).toEqual([
      'checkout.errors.discount_per_customer',
    ]);
    const guest = uniqueEmail();
    const other = await newCustomerWith(t.app);
    expect((await order(code, guest)).discount).toBe(100);
    expect((await tryCode(code, { email: guest }, other.token)).errors).toEqual([
      'checkout.errors.discount_per_customer',
    ]);
  });

  it('first order only: refused after an order, allowed again when that order was cancelled', async () => {
    const code = await newCode({ first_order_only: true });
    const email = uniqueEmail();
    const placed = await placeOrderThroughApi(t.app, lines(), undefined, { email });
    expect(placed.res.status).toBe(201);
    expect((await tryCode(code, { email })).errors).toEqual([
      'checkout.errors.discount_first_order',
    ]);
    await t.handle.pool.query(`update orders set status = 'cancelled' where number = $1`, [
      placed.res.body.data.number,
    ]);
    expect((await order(code, email)).discount).toBe(100);
  });

  it('judges again at the complete: an order placed since the PUT makes it no first order', async () => {
    const code = await newCode({ first_order_only: true });
    const email = uniqueEmail();
    const token = newToken();
    // The code before the email: nothing to judge the customer by yet.
    const early = await put(t.app, token, readyBody(lines(), { email: null, discount_code: code }));
    expect(early.body.data).toMatchObject({ discount: 100 });
    expect(
      (await put(t.app, token, readyBody(lines(), { email, discount_code: code }))).status,
    ).toBe(200);
    expect((await order(null, email)).status).toBe(201);
    const res = await complete(t.app, token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ discount_code: ['checkout.errors.discount_first_order'] });
  });

  it('a cancelled order keeps its use: once per customer stays once', async () => {
    const code = await newCode({ per_customer: 1 });
    const email = uniqueEmail();
    const first = await placeOrderThroughApi(t.app, lines(), undefined, {
      email,
      discount_code: code,
    });
    await t.handle.pool.query(`update orders set status = 'cancelled' where number = $1`, [
      first.res.body.data.number,
    ]);
    expect((await tryCode(code, { email })).errors).toEqual([
      'checkout.errors.discount_per_customer',
    ]);
  });

  it('FIRSTORDER: two new customers each get it on their first order, neither on a second', async () => {
    const [ana, binh] = [uniqueEmail(), uniqueEmail()];
    expect((await order('FIRSTORDER', ana)).discount).toBe(1000);
    expect((await order('FIRSTORDER', binh)).discount).toBe(1000);
    expect((await order('FIRSTORDER', ana)).errors).toEqual({
      discount_code: ['checkout.errors.discount_first_order'],
    });
    const { rows } = await t.handle.pool.query(
      `select email from discount_uses where code = 'FIRSTORDER' order by id`,
    );
    expect(rows.map((r) => r.email)).toEqual([ana.toLowerCase(), binh.toLowerCase()]);
  });
});
