/**
 * The listing's summary of each product's variants (products.colors, sizes, in_stock), kept by the
 * triggers of migration 0003: right after the seed, after stock crosses zero either way (an order, a
 * cancellation), after a variant is added, recoloured or removed, and when two orders take the last
 * units of one product's two variants at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../test/test-app';
import type { DbHandle } from './client';

let h: DbHandle;
beforeAll(async () => {
  h = await testDb();
}, 60_000);
afterAll(() => h.close());

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await h.pool.query(text, values)).rows as T[];

async function summary(productId: number) {
  const [row] = await q<{ colors: string[]; sizes: string[]; in_stock: boolean; xmin: string }>(
    'select colors, sizes, in_stock, xmin::text from products where id = $1',
    [productId],
  );
  return row!;
}

/** A product of several variants and their ids, the n-th from the end (each test takes its own). */
async function product(n: number) {
  const [p] = await q<{ id: number }>(
    'select product_id as id from variants group by product_id having count(*) >= 2 order by 1 desc offset $1 limit 1',
    [n],
  );
  const variants = await q<{ id: number }>(
    'select id from variants where product_id = $1 order by id',
    [p!.id],
  );
  return { id: p!.id, variants: variants.map((v) => v.id) };
}

describe('the product summary of its variants', () => {
  it('matches every product after the seed', async () => {
    const wrong = await q(`
      select p.id from products p
      left join lateral (
        select coalesce(array_agg(distinct v.color), '{}') as colors,
          coalesce(array_agg(distinct v.size), '{}') as sizes,
          coalesce(bool_or(v.stock > 0), false) as in_stock
        from variants v where v.product_id = p.id
      ) s on true
      where (p.colors, p.sizes, p.in_stock) is distinct from (s.colors, s.sizes, s.in_stock)`);
    expect(wrong).toEqual([]);
    const [{ n }] = (await q<{ n: number }>(
      'select count(*)::int as n from products where cardinality(colors) > 0 and cardinality(sizes) > 0',
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(100);
  });

  it('follows stock across zero, and leaves the row alone when stock moves above it', async () => {
    const p = await product(0);
    await q('update variants set stock = 4 where product_id = $1', [p.id]);
    const before = await summary(p.id);
    expect(before.in_stock).toBe(true);
    await q('update variants set stock = 9 where id = $1', [p.variants[0]]);
    expect((await summary(p.id)).xmin).toBe(before.xmin); // no write: nothing the listing reads changed
    await q('update variants set stock = 0 where product_id = $1', [p.id]);
    expect((await summary(p.id)).in_stock).toBe(false);
    await q('update variants set stock = 2 where id = $1', [p.variants.at(-1)]);
    expect((await summary(p.id)).in_stock).toBe(true);
  });

  it('follows a variant added, recoloured and removed', async () => {
    const p = await product(1);
    const colours = (await summary(p.id)).colors;
    const unused = ['BLACK', 'WHITE', 'RED', 'BLUE', 'GREEN'].find((c) => !colours.includes(c))!;
    const [added] = await q<{ id: number }>(
      `insert into variants (product_id, sku, color, size, price, stock)
       values ($1, 'TEST-SUMMARY-1', $2, 'Giant', 1000, 0) returning id`,
      [p.id, unused],
    );
    const withIt = await summary(p.id);
    expect(withIt.colors).toContain(unused);
    expect(withIt.sizes).toContain('Giant');
    await q(`update variants set color = 'PURPLE', size = 'Tiny' where id = $1`, [added!.id]);
    const recoloured = await summary(p.id);
    expect(recoloured.sizes).toContain('Tiny');
    expect(recoloured.sizes).not.toContain('Giant');
    await q('delete from variants where id = $1', [added!.id]);
    expect((await summary(p.id)).sizes).not.toContain('Tiny');
    expect((await summary(p.id)).colors.sort()).toEqual([...colours].sort());
  });

  it('ends out of stock when two orders take the last units of its two variants at once', async () => {
    const p = await product(2);
    const [a, b] = p.variants as [number, number];
    await q('update variants set stock = 0 where product_id = $1', [p.id]);
    await q('update variants set stock = 1 where id = any($1)', [[a, b]]);
    expect((await summary(p.id)).in_stock).toBe(true);
    const one = await h.pool.connect();
    const two = await h.pool.connect();
    try {
      await one.query('begin');
      await two.query('begin');
      await one.query('update variants set stock = 0 where id = $1', [a]);
      // The second order's trigger waits for the first's lock on the product, then sees its stock.
      const second = two.query('update variants set stock = 0 where id = $1', [b]);
      await new Promise((ok) => setTimeout(ok, 200));
      await one.query('commit');
      await second;
      await two.query('commit');
    } finally {
      one.release();
      two.release();
    }
    expect((await summary(p.id)).in_stock).toBe(false);
  });
});
