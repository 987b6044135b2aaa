/**
 * The products list of the back office on the demo shop: search in either language without accents
 * and by SKU, filters by collection (with those below it), status and stock state, sort and paging;
 * bulk publish, unpublish and archive (all or nothing, one audit row per product changed); the
 * categories in use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, newProductBody, parsed, staffClient } from './test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
}, 60_000);
afterAll(() => t.handle.close());

const create = async (over = {}) =>
  parsed(
    shape.AdminProductSchema,
    await staff.call('POST', '/api/admin/products', newProductBody(over)),
  );
const read = async (id: string) =>
  parsed(shape.AdminProductSchema, await staff.call('GET', `/api/admin/products/${id}`));

describe('the list', () => {
  it('finds by either language without accents, and by the start of a SKU', async () => {
    await create({ name_vi: 'Đầm lụa Tìm Thấy', name_en: 'Findable silk dress' });
    const list = async (q: string) =>
      parsed(
        shape.ProductPageSchema,
        await staff.call('GET', `/api/admin/products?q=${encodeURIComponent(q)}`),
      ).items.map((x) => x.name_vi);
    expect(await list('dam lua tim')).toEqual(['Đầm lụa Tìm Thấy']);
    expect(await list('findable silk')).toEqual(['Đầm lụa Tìm Thấy']);
    expect(await list('dam-lua-tim-thay-black')).toEqual(['Đầm lụa Tìm Thấy']);
  });

  it('filters by collection (with those below it), status and stock state; sorts and pages', async () => {
    const page = async (query: string) =>
      parsed(shape.ProductPageSchema, await staff.call('GET', `/api/admin/products?${query}`));
    const women = await page('collection=women&per_page=100');
    expect(women.total).toBe(
      t.shop.products.filter((p) => p.collection.startsWith('women')).length,
    );
    expect(women.items.every((x) => x.collection.startsWith('women'))).toBe(true);
    const drafts = await page('status=draft&per_page=100');
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((x) => x.status === 'draft')).toBe(true);
    const out = await page('stock=out_of_stock&per_page=100');
    expect(out.items.every((x) => x.stock_state === 'out_of_stock')).toBe(true);
    const cheap = await page('sort=price&order=asc&per_page=5');
    const prices = cheap.items.map((x) => x.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await page('sort=price&order=asc&per_page=5&page=2');
    expect(second.items[0]!.price).toBeGreaterThanOrEqual(prices.at(-1)!);
    expect(second.total).toBe(cheap.total);
    const row = (await page('sort=updated_at&per_page=1')).items[0]!;
    expect(row).toMatchObject({
      variant_count: expect.any(Number),
      total_stock: expect.any(Number),
    });
    expect((await staff.call('GET', '/api/admin/products?status=gone')).status).toBe(400);
  });
});

describe('bulk', () => {
  it('publishes, unpublishes and archives, counting only changes, one audit row each', async () => {
    const [a, b] = [await create({ name_vi: 'Áo loạt A' }), await create({ name_vi: 'Áo loạt B' })];
    const bulk = (ids: string[], action: string) =>
      staff.call('POST', '/api/admin/products/bulk', { ids, action });
    expect(parsed(shape.BulkResultSchema, await bulk([a.id, b.id], 'publish'))).toEqual({
      changed: 2,
    });
    expect((await bulk([a.id, b.id], 'publish')).body.data).toEqual({ changed: 0 });
    expect((await bulk([a.id], 'archive')).body.data).toEqual({ changed: 1 });
    expect((await bulk([a.id, b.id], 'unpublish')).body.data).toEqual({ changed: 2 });
    expect((await read(a.id)).status).toBe('draft');
    const rows = await auditRows(t.handle, 'product', a.id);
    expect(rows.slice(1).map((r) => [r.action, r.before.status, r.after.status])).toEqual([
      ['product.publish', 'draft', 'published'],
      ['product.archive', 'published', 'archived'],
      ['product.unpublish', 'archived', 'draft'],
    ]);
  });

  it('refuses the whole request for an unknown id or a product with nothing to sell', async () => {
    const a = await create({ name_vi: 'Áo loạt C' });
    const empty = await create({ name_vi: 'Áo trống', variants: [] });
    const res = await staff.call('POST', '/api/admin/products/bulk', {
      ids: [a.id, '99999999', empty.id],
      action: 'publish',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'ids.1': ['catalog.errors.product_unknown'],
      'ids.2': ['catalog.errors.variants_required'],
    });
    expect((await read(a.id)).status).toBe('draft');
  });
});

describe('categories', () => {
  it('lists the categories in use, sorted', async () => {
    const list = parsed(shape.CategoryListSchema, await staff.call('GET', '/api/admin/categories'));
    expect(list).toContain('t-shirts');
    expect(list).toEqual([...list].sort());
  });
});
