/**
 * Races on real connections: the app over a pool of 30, so that many placements are inside PostgreSQL
 * at once and meet on the same rows, as shoppers on several replicas would. Each test prints its
 * figures (time, counts) for the closing notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { complete, newToken, put, readyBody, setVariants, stockOf } from '../test/checkout-client';

let t: TestContext;

beforeAll(async () => {
  t = await makeTestApp({ poolSize: 30 });
}, 60_000);
afterAll(() => t.handle.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** Saves `n` ready checkouts (one at a time: the race is the completes). */
async function checkouts(n: number, lines: { variant_id: string; quantity: number }[], more = {}) {
  const tokens = Array.from({ length: n }, newToken);
  for (const token of tokens)
    expect((await put(t.app, token, readyBody(lines, more))).status).toBe(200);
  return tokens;
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
});
