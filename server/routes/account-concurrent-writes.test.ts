/**
 * Two tabs or devices of one customer writing at once (issue 36): saves and merges of the cart and
 * the wishlist take turns on the customer's row, so none answers 500 (a unique violation, a deadlock)
 * and what is left is what one of them wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setVariants } from '../test/checkout-client';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer, send } from './account-test-client';

let t: TestContext;
let variants: string[];
let products: string[];
beforeAll(async () => {
  t = await makeTestApp({ poolSize: 10 });
  variants = await setVariants(t.handle, 10, { price: 1000, stock: 500 });
  const list = await getJson(t.app, '/api/catalog/collections/?per_page=10&lang=en');
  products = list.body.data.items.map((p: { id: string }) => p.id);
}, 60_000);
afterAll(() => t.handle.close());

type Line = { variant_id: string; quantity: number };
const sorted = (lines: Line[]) =>
  [...lines].sort((a, b) => a.variant_id.localeCompare(b.variant_id));

describe("one customer's writes at once", () => {
  it('20 cart saves and merges: no 5xx, and the cart left is one of the writes', async () => {
    const token = await newCustomer(t.app);
    const saves = Array.from({ length: 10 }, (_, i) => [
      { variant_id: variants[i]!, quantity: i + 1 },
      { variant_id: variants[(i + 1) % 10]!, quantity: 99 },
    ]);
    const answers = await Promise.all([
      ...saves.map((lines) => send(t.app, 'PUT', '/api/account/cart', { lines }, token)),
      ...saves.map((lines) => send(t.app, 'POST', '/api/account/cart/merge', { lines }, token)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // A merge answers the cart it stored; a save, what it was sent.
    const written = [...saves, ...answers.slice(10).map((a) => a.body.data.lines as Line[])].map(
      (lines) => JSON.stringify(sorted(lines)),
    );
    const left = await send(t.app, 'GET', '/api/account/cart', undefined, token);
    expect(written).toContain(JSON.stringify(sorted(left.body.data.lines)));
    // Merged lines never pass the line limit, however many merges added to them.
    for (const line of left.body.data.lines as Line[])
      expect(line.quantity).toBeLessThanOrEqual(99);
  });

  it('20 wishlist saves and merges: no 5xx, and the list left is one of the writes', async () => {
    const token = await newCustomer(t.app);
    const saves = Array.from({ length: 10 }, (_, i) => [products[i]!, products[(i + 3) % 10]!]);
    const answers = await Promise.all([
      ...saves.map((product_ids) =>
        send(t.app, 'PUT', '/api/account/wishlist?lang=en', { product_ids }, token),
      ),
      ...saves.map((product_ids) =>
        send(t.app, 'POST', '/api/account/wishlist/merge?lang=en', { product_ids }, token),
      ),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const left = await send(t.app, 'GET', '/api/account/wishlist?lang=en', undefined, token);
    const ids = (left.body.data as { id: string }[]).map((p) => p.id).sort();
    const written = [
      ...saves,
      ...answers.slice(10).map((a) => (a.body.data.items as { id: string }[]).map((p) => p.id)),
    ].map((list) => JSON.stringify([...list].sort()));
    expect(written).toContain(JSON.stringify(ids));
  });
});
