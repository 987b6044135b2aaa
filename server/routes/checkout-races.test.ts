/**
 * Races on real connections: the app over a pool of 30, so that many placements are inside PostgreSQL
 * at once and meet on the same rows, as shoppers on several replicas would. Each test prints its
 * figures (time, counts) for the closing notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { complete, newToken, put, readyBody, setVariants, stockOf } from '../test/checkout-client';
import { newCustomerWith, uniqueEmail } from './account-test-client';

let t: TestContext;

beforeAll(async () => {
  t = await makeTestApp({ poolSize: 30 });
}, 60_000);
afterAll(() => t.handle.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** Saves `n` ready checkouts (one at a time: the race is the completes); `more(i)` for each one's own. */
async function checkouts(
  n: number,
  lines:
    | { variant_id: string; quantity: number }[]
    | ((i: number) => { variant_id: string; quantity: number }[]),
  more: object | ((i: number) => object) = {},
  bearer?: string,
) {
  const tokens = Array.from({ length: n }, newToken);
  for (const [i, token] of tokens.entries()) {
    const own = typeof more === 'function' ? more(i) : more;
    const mine = typeof lines === 'function' ? lines(i) : lines;
    expect((await put(t.app, token, readyBody(mine, own), bearer)).status).toBe(200);
  }
  return tokens;
}

/*
 * The discount races give each checkout a variant of its own: a shared variant's row lock would line the
 * placements up by itself and hide whether the discount's own locks (checkout/discount.ts) hold.
 */

/** Counts of the answers' statuses and discounts, and of the code's uses and orders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
async function outcome(code: string, answers: { status: number; body: any }[]) {
  const { rows } = await t.handle.pool.query(
    `select (select count(*)::int from discount_uses where code = $1) as uses,
       (select count(*)::int from orders where discount_code = $1) as orders`,
    [code],
  );
  const refusals = answers.filter((a) => a.status === 422).map((a) => a.body.errors.discount_code);
  return {
    placed: answers.filter((a) => a.status === 201).length,
    discounted: answers.filter((a) => a.status === 201 && a.body.data.discount > 0).length,
    refused: new Set(refusals.flat()),
    ...rows[0],
  };
}

async function race<T>(label: string, calls: (() => Promise<T>)[]): Promise<T[]> {
  const started = performance.now();
  const results = await Promise.all(calls.map((call) => call()));
  console.log(`${label}: ${calls.length} at once in ${Math.round(performance.now() - started)} ms`);
  return results;
}

describe('races', { timeout: 60_000 }, () => {
  it('50 shoppers, 1 unit: exactly one order, 49 answers of 409, stock 0', async () => {
    const [v] = await setVariants(t.handle, 1, { price: 1000, stock: 1 });
    const tokens = await checkouts(50, [{ variant_id: v!, quantity: 1 }]);
    const answers = await race(
      'last unit',
      tokens.map((token) => () => complete(t.app, token)),
    );
    const statuses = answers.map((a) => a.status);
    console.log(`  201: ${count(statuses, 201)}, 409: ${count(statuses, 409)}`);
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(49);
    for (const a of answers.filter((a) => a.status === 409))
      expect(a.body.problems).toEqual([{ variant_id: v, code: 'out_of_stock', available: 0 }]);
    expect(await stockOf(t.handle, v!)).toBe(0);
    const { rows } = await t.handle.pool.query(
      'select count(*)::int as n from order_lines where variant_id = $1',
      [v],
    );
    expect(rows[0].n).toBe(1);
  });

  it('20 repeats of one complete: one order, one 201 and 19 answers of 200 with it', async () => {
    const [v] = await setVariants(t.handle, 1, { price: 1000, stock: 100 }, 1);
    const [token] = await checkouts(1, [{ variant_id: v!, quantity: 3 }]);
    const answers = await race(
      'one checkout repeated',
      Array.from({ length: 20 }, () => () => complete(t.app, token!)),
    );
    const statuses = answers.map((a) => a.status);
    console.log(`  201: ${count(statuses, 201)}, 200: ${count(statuses, 200)}`);
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 200)).toBe(19);
    expect(new Set(answers.map((a) => a.body.data.number)).size).toBe(1);
    expect(await stockOf(t.handle, v!)).toBe(97);
    const { rows } = await t.handle.pool.query(
      'select count(*)::int as n from orders where checkout_token = $1',
      [token],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a single-use code raced by two checkouts, ten times: used once each time', async () => {
    const [v] = await setVariants(t.handle, 1, { price: 1000, stock: 100 }, 2);
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const code = `RACE${round}`;
      await t.handle.pool.query(
        `insert into discount_codes (code, kind, value, max_uses) values ($1, 'percent', 50, 1)`,
        [code],
      );
      const tokens = await checkouts(2, [{ variant_id: v!, quantity: 1 }], { discount_code: code });
      const answers = await race(
        `code ${code}`,
        tokens.map((token) => () => complete(t.app, token)),
      );
      const statuses = answers.map((a) => a.status).sort();
      outcomes.push(statuses.join('/'));
      expect(statuses).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)!.body.errors).toEqual({
        discount_code: ['checkout.errors.discount_used'],
      });
      const { rows } = await t.handle.pool.query(
        `select (select count(*)::int from discount_uses where code = $1) as uses,
           (select count(*)::int from orders where discount_code = $1) as orders`,
        [code],
      );
      expect(rows[0]).toEqual({ uses: 1, orders: 1 });
    }
    console.log(`  outcomes: ${outcomes.join(', ')}`);
    expect(await stockOf(t.handle, v!)).toBe(90); // the refused half took nothing
  });

  it('orders sharing variants, listed in opposite orders, all go through (no deadlock)', async () => {
    const [x, y, z] = await setVariants(t.handle, 3, { price: 500, stock: 1000 }, 3);
    const orders = [
      [x, y, z],
      [z, y, x],
      [y, z, x],
    ];
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++)
      tokens.push(
        ...(await checkouts(
          1,
          orders[i % 3]!.map((variant_id) => ({ variant_id: variant_id!, quantity: 1 })),
        )),
      );
    const answers = await race(
      'shared variants',
      tokens.map((token) => () => complete(t.app, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    for (const id of [x, y, z]) expect(await stockOf(t.handle, id!)).toBe(970);
  });

  it('20 checkouts of one signed-in customer with a once-per-customer code: exactly one gets it', async () => {
    const vs = await setVariants(t.handle, 20, { price: 1000, stock: 1000 }, 6);
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value, per_customer) values ('ONCEEACH', 'fixed', 200, 1)`,
    );
    const me = await newCustomerWith(t.app);
    // Each with an email of its own: the account alone makes them one customer.
    const tokens = await checkouts(
      20,
      (i) => [{ variant_id: vs[i]!, quantity: 1 }],
      (i) => ({ discount_code: 'ONCEEACH', email: `tab${i}.${me.email}` }),
      me.token,
    );
    const answers = await race(
      'once per customer',
      tokens.map((token) => () => complete(t.app, token, me.token)),
    );
    const got = await outcome('ONCEEACH', answers);
    console.log(`  ${JSON.stringify(got)}`);
    expect(got).toEqual({
      placed: 1,
      discounted: 1,
      refused: new Set(['checkout.errors.discount_per_customer']),
      uses: 1,
      orders: 1,
    });
  });

  it('20 first orders of one guest with a first-order code: one order has the discount', async () => {
    const vs = await setVariants(t.handle, 20, { price: 1000, stock: 1000 }, 26);
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value, first_order_only) values ('NEWHERE', 'percent', 10, true)`,
    );
    const email = uniqueEmail();
    // Typed differently in each tab: trimmed and lower-cased, one customer.
    const tokens = await checkouts(
      20,
      (i) => [{ variant_id: vs[i]!, quantity: 1 }],
      (i) => ({
        discount_code: 'NEWHERE',
        email: i % 2 ? email.toUpperCase() : ` ${email} `,
      }),
    );
    const answers = await race(
      'first order',
      tokens.map((token) => () => complete(t.app, token)),
    );
    const got = await outcome('NEWHERE', answers);
    console.log(`  ${JSON.stringify(got)}`);
    expect(got).toEqual({
      placed: 1,
      discounted: 1,
      refused: new Set(['checkout.errors.discount_first_order']),
      uses: 1,
      orders: 1,
    });
  });

  it('a total limit of 5 raced by 20 different customers: exactly 5 get it', async () => {
    const vs = await setVariants(t.handle, 20, { price: 1000, stock: 1000 }, 46);
    await t.handle.pool.query(
      `insert into discount_codes (code, kind, value, max_uses) values ('FIVEONLY', 'fixed', 300, 5)`,
    );
    const tokens = await checkouts(
      20,
      (i) => [{ variant_id: vs[i]!, quantity: 1 }],
      () => ({
        discount_code: 'FIVEONLY',
        email: uniqueEmail(),
      }),
    );
    const answers = await race(
      'total limit',
      tokens.map((token) => () => complete(t.app, token)),
    );
    const got = await outcome('FIVEONLY', answers);
    console.log(`  ${JSON.stringify(got)}`);
    expect(got).toEqual({
      placed: 5,
      discounted: 5,
      refused: new Set(['checkout.errors.discount_used']),
      uses: 5,
      orders: 5,
    });
  });
});
