/**
 * The products list reads admin_product_rows, a narrow copy kept by triggers (issue 40): it follows a
 * product's save and a stock change made by another connection (as an order on another replica), every
 * sort still orders as the products themselves do, search still finds by accents either way and by a
 * SKU's start (taken literally, `_` and `%` included), and the total stops at the cap, saying so (a
 * search's sooner: 1,000).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import type { ProductListQuery, ProductRow } from '../../../contract/admin/catalog-types';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { searchText } from '../../catalog/search-columns';
import { listAdminProducts, SEARCH_COUNT_CAP } from './product-list';
import { bodyOf, newProductBody, parsed, staffClient } from './test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
}, 60_000);
afterAll(() => t.handle.close());

const page = async (query: string) =>
  parsed(shape.ProductPageSchema, await staff.call('GET', `/api/admin/products?${query}`));
const names = async (query: string) => (await page(query)).items.map((x) => x.name_vi);
const create = async (over = {}) =>
  parsed(
    shape.AdminProductSchema,
    await staff.call('POST', '/api/admin/products', newProductBody(over)),
  );

describe('the narrow rows', () => {
  it('follow a save and a stock change committed by another connection', async () => {
    const p = await create({ name_vi: 'Áo len Tuyết Trắng', name_en: 'Snow white jumper' });
    const row = async () => (await page('q=tuyet+trang')).items.find((x) => x.id === p.id);
    expect(await row()).toMatchObject({ total_stock: 10, variant_count: 4, status: 'draft' });

    const saved = await staff.call('PUT', `/api/admin/products/${p.id}`, {
      ...bodyOf(p, { name_vi: 'Áo len Băng Giá', status: 'published', price: 3100 }),
    });
    expect(saved.status).toBe(200);
    expect(await names('q=tuyet+trang')).toEqual([]);
    expect(await page('q=bang+gia')).toMatchObject({
      items: [{ id: p.id, status: 'published', price: 3100 }],
    });

    // As an order placed through another replica: its own connection, committed.
    const other = new pg.Client(t.handle.connection);
    await other.connect();
    try {
      await other.query('update variants set stock = 0 where product_id = $1', [Number(p.id)]);
    } finally {
      await other.end();
    }
    expect((await page('q=bang+gia')).items[0]).toMatchObject({
      total_stock: 0,
      stock_state: 'out_of_stock',
    });
    expect((await page('stock=out_of_stock&per_page=100')).items.map((x) => x.id)).toContain(p.id);
    const lowest = await page('sort=stock&order=asc&per_page=100');
    expect(lowest.items.map((x) => x.id)).toContain(p.id);

    await t.handle.db.execute(sql`delete from variants where product_id = ${Number(p.id)}`);
    expect((await page('q=bang+gia')).items[0]).toMatchObject({ variant_count: 0 });
  });

  it('order every sort as the products themselves, both ways', async () => {
    const checks: [string, (x: ProductRow) => number | string][] = [
      ['price', (x) => x.price],
      ['stock', (x) => x.total_stock],
      ['updated_at', (x) => x.updated_at],
      ['created_at', (x) => x.created_at],
    ];
    for (const [sort, key] of checks)
      for (const order of ['asc', 'desc']) {
        const keys = (await page(`sort=${sort}&order=${order}&per_page=100`)).items.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, `${sort} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    for (const lang of ['vi', 'en'] as const) {
      const column = sql.raw(lang === 'vi' ? 'name_vi' : 'name_en');
      const expected = (await t.handle.db.execute(
        sql`select id::text as id from products order by ${column} desc, id desc limit 30`,
      )) as unknown as { rows: { id: string }[] };
      const listed = await page(`sort=name&order=desc&lang=${lang}&per_page=30`);
      expect(listed.items.map((x) => x.id)).toEqual(expected.rows.map((r) => r.id));
    }
  });

  it('find by accents either way, by a SKU start taken literally, and nothing for no match', async () => {
    const gown = await create({ name_vi: 'Đầm dạ hội Sương Mai', name_en: 'Morning dew gown' });
    expect(await names(`q=${encodeURIComponent('ĐẦM DẠ HỘI sương')}`)).toEqual([
      'Đầm dạ hội Sương Mai',
    ]);
    expect(await names('q=dam+da+hoi+suong')).toEqual(['Đầm dạ hội Sương Mai']);
    expect(await names('q=morning+de')).toEqual(['Đầm dạ hội Sương Mai']);
    expect(await names('q=dam-da-hoi-suong-mai-bl')).toEqual(['Đầm dạ hội Sương Mai']);
    await t.handle.db.execute(
      sql`update variants set sku = 'Zx_9-' || id where product_id = ${Number(gown.id)}`,
    );
    expect(await names('q=zx_9')).toEqual(['Đầm dạ hội Sương Mai']);
    expect((await page('q=zx%259')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=zzqxw')).total).toBe(0);
  });
});

describe('the total', () => {
  it('is exact up to the cap, then the cap with `capped`', async () => {
    const q: ProductListQuery = {
      lang: 'vi',
      page: 1,
      per_page: 5,
      q: '',
      collection: '',
      status: [],
      stock: [],
      sort: 'updated_at',
      order: 'desc',
    };
    const all = await listAdminProducts(t.handle.db, q, 5);
    expect(all.capped).toBe(false);
    expect(all.total).toBeGreaterThan(10);
    const caps = (all: number) => ({ all, search: SEARCH_COUNT_CAP });
    expect(await listAdminProducts(t.handle.db, q, 5, caps(10))).toMatchObject({
      total: 10,
      capped: true,
    });
    expect(await listAdminProducts(t.handle.db, q, 5, caps(all.total))).toMatchObject({
      total: all.total,
      capped: false,
    });
  });

  it("stops at 1,000 for a search, still found by accents either way and by a SKU's start", async () => {
    // 1,001 products that one search finds, each with a variant: more than a search counts.
    const inserted = (await t.handle.db.execute(sql`
      insert into products (slug, collection_id, category, name_vi, name_en, description_vi,
        description_en, price, search_vi, search_en, status)
      select 'dem-nghin-' || g, (select id from collections order by id limit 1), 'tops',
        'Áo Đếm Nghìn', 'Counted thousand tee', '', '', 1000, ${searchText('Áo Đếm Nghìn')},
        ${searchText('Counted thousand tee')}, 'draft'
      from generate_series(1, ${SEARCH_COUNT_CAP + 1}) g
      returning id`)) as unknown as { rows: { id: number }[] };
    await t.handle.db.execute(sql`insert into variants (product_id, sku, color, size, stock)
      select id, 'DEMNGHIN-' || id, 'BLACK', 'M', 3 from products where slug like 'dem-nghin-%'`);
    const newest = Math.max(...inserted.rows.map((r) => r.id));

    for (const query of ['ao+dem+nghin', encodeURIComponent('ÁO ĐẾM Nghìn'), 'counted+thou'])
      expect(await page(`q=${query}`), query).toMatchObject({
        total: SEARCH_COUNT_CAP,
        capped: true,
        items: expect.arrayContaining([expect.objectContaining({ name_vi: 'Áo Đếm Nghìn' })]),
      });
    const skus = await page('q=demnghin&sort=created_at&order=desc&per_page=3');
    expect(skus).toMatchObject({ total: SEARCH_COUNT_CAP, capped: true });
    expect(skus.items.map((x) => x.slug)).toEqual(
      [0, 1, 2].map((i) => `dem-nghin-${SEARCH_COUNT_CAP + 1 - i}`),
    );
    expect(await page(`q=DEMNGHIN-${newest}`)).toMatchObject({
      total: 1,
      capped: false,
      items: [{ id: String(newest) }],
    });
    // The list without a search counts on past a search's cap.
    const everything = await page('per_page=1');
    expect(everything.capped).toBe(false);
    expect(everything.total).toBeGreaterThan(SEARCH_COUNT_CAP + 1);
  });
});
