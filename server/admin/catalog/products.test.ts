/**
 * The products' admin endpoints on the demo shop: the editor's read (Markdown made from stored HTML),
 * create and save (HTML, slug, SKUs, own prices, search columns, stock corrections, audit rows with
 * before and after), their 422s and 404s, one place for a price as far as the storefront and the
 * checkout, and a renamed product's old slug answering 301 (the list and bulk: product-list.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import { ADMIN_ERRORS, CATALOG_ERRORS } from '../../../contract/admin/messages';
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import { newToken, put, readyBody } from '../../test/checkout-client';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import {
  auditRows,
  bodyOf,
  newProductBody,
  parsed,
  productIdOf,
  staffClient,
} from './test-catalog';

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
const save = (p: AdminProduct, over = {}) =>
  staff.call('PUT', `/api/admin/products/${p.id}`, bodyOf(p, over));

describe('the editor’s read', () => {
  it('answers both languages, Markdown made from the stored HTML, own prices and pictures', async () => {
    const demo = t.shop.products.find((p) => p.variants.some((x) => x.price !== undefined))!;
    const p = await read(await productIdOf(t.handle, demo.slug));
    expect(p).toMatchObject({ slug: demo.slug, name_vi: demo.name.vi, name_en: demo.name.en });
    expect(p.description_md_vi).not.toMatch(/<p>|<\/li>/);
    expect(p.description_md_vi.length).toBeGreaterThan(10);
    const own = p.variants.filter((x) => x.price !== null);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((x) => x.price !== p.price)).toBe(true);
    expect(p.pictures[0]!.image_url).toMatch(/^\/images\/.+-640\.webp$/);
  });

  it('answers 404 for no such product, and for an id of the wrong shape', async () => {
    expect((await staff.call('GET', '/api/admin/products/99999999')).status).toBe(404);
    expect((await staff.call('GET', '/api/admin/products/abc')).status).toBe(404);
  });
});

describe('create', () => {
  it('makes the product, its slug from the Vietnamese name, HTML, SKUs, stock history and audit row', async () => {
    const res = await staff.call('POST', '/api/admin/products', newProductBody());
    expect(res.status).toBe(201);
    const p = parsed(shape.AdminProductSchema, res);
    expect(p.slug).toBe('ao-thun-may-den');
    expect(p.variants.map((x) => x.sku)).toEqual([
      'AO-THUN-MAY-DEN-BLACK-M',
      'AO-THUN-MAY-DEN-BLACK-L',
      'AO-THUN-MAY-DEN-WHITE-M',
      'AO-THUN-MAY-DEN-WHITE-L',
    ]);
    expect(p.variants.map((x) => x.price)).toEqual([null, null, null, 2700]);
    const { rows } = await t.handle.pool.query(
      'select description_vi, search_vi, search_en from products where id = $1',
      [p.id],
    );
    expect(rows[0].description_vi).toBe(
      '<p>Áo <strong>cotton</strong> mềm.</p>\n<ul>\n<li>Mát</li>\n<li>Bền</li>\n</ul>\n',
    );
    expect(rows[0].search_vi).toBe(' ao thun may den t shirts ao thun polo');
    expect(rows[0].search_en).toContain('cloud black tee');
    const moves = await t.handle.pool.query(
      `select m.delta, m.reason from stock_movements m join variants v on v.id = m.variant_id
       where v.product_id = $1 order by v.position`,
      [p.id],
    );
    expect(moves.rows).toEqual([
      { delta: 5, reason: 'correction' },
      { delta: 3, reason: 'correction' },
      { delta: 2, reason: 'correction' },
    ]);
    const [audit] = await auditRows(t.handle, 'product', p.id);
    expect(audit).toMatchObject({
      action: 'product.create',
      staff_email: staff.email,
      before: null,
    });
    expect(audit!.after).toMatchObject({ slug: p.slug, price: 2500 });
  });

  it('makes the next free slug and SKUs when the name is taken', async () => {
    const p = await create({ name_en: 'Cloud black tee again' });
    expect(p.slug).toBe('ao-thun-may-den-2');
    expect(p.variants[0]!.sku).toBe('AO-THUN-MAY-DEN-2-BLACK-M');
  });

  it('puts a new product after every other in the featured order, not at the top of listings', async () => {
    const p = await create({ name_vi: 'Áo xếp sau cùng', name_en: 'Last in line tee' });
    const { rows } = await t.handle.pool.query<{ id: number; last: boolean }>(
      `select id, featured_rank = (select max(featured_rank) from products) as last
       from products where id = $1`,
      [p.id],
    );
    expect(rows[0]!.last).toBe(true);
    const others = await t.handle.pool.query<{ n: number }>(
      'select count(*)::int as n from products where featured_rank >= (select featured_rank from products where id = $1)',
      [p.id],
    );
    expect(others.rows[0]!.n).toBe(1);
  });

  it('answers 422 with every field at fault, and writes nothing', async () => {
    const before = await t.handle.pool.query('select count(*)::int as n from products');
    const res = await staff.call('POST', '/api/admin/products', {
      ...newProductBody(),
      name_vi: '  ',
      price: 2500,
      compare_at_price: 2000,
      category: 'Áo thun!',
      slug: 'Not A Slug',
      variants: [
        { color: 'BLACK', size: 'M', stock: 1 },
        { color: 'black', size: 'M', stock: -1, sku: 'has space' },
        { color: 'MAUVE', size: 'S', stock: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name_vi: ['admin.errors.required'],
      compare_at_price: ['catalog.errors.compare_at_not_above'],
      category: ['catalog.errors.category_invalid'],
      slug: ['catalog.errors.slug_invalid'],
      'variants.1.size': ['catalog.errors.variant_duplicate'],
      'variants.1.stock': ['catalog.errors.stock_invalid'],
      'variants.1.sku': ['catalog.errors.sku_invalid'],
      'variants.2.color': ['catalog.errors.color_invalid'],
    });
    const after = await t.handle.pool.query('select count(*)::int as n from products');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers 422 for what only the database knows: collection, slug and SKU taken', async () => {
    const demo = t.shop.products[0]!;
    const taken = (await read(await productIdOf(t.handle, demo.slug))).variants[0]!.sku;
    const res = await staff.call(
      'POST',
      '/api/admin/products',
      newProductBody({
        collection: 'men/kilts',
        slug: demo.slug,
        variants: [{ color: 'BLACK', size: 'M', stock: 1, sku: taken }],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      collection: ['catalog.errors.collection_unknown'],
      slug: ['catalog.errors.slug_taken'],
      'variants.0.sku': ['catalog.errors.sku_taken'],
    });
  });

  it('refuses to publish a product with nothing to sell', async () => {
    const res = await staff.call(
      'POST',
      '/api/admin/products',
      newProductBody({ status: 'published', variants: [] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ variants: ['catalog.errors.variants_required'] });
  });
});

describe('save', () => {
  it('keeps variants by id, removes the missing ones, adds new ones, records stock and audits before/after', async () => {
    const p = await create({ name_vi: 'Áo lưu biến thể' });
    const [blackM, , whiteM] = p.variants;
    const res = await save(p, {
      variants: [
        { ...bodyOf(p).variants[0]!, stock: 9 },
        { id: whiteM!.id, color: 'WHITE', size: 'M', stock: 0, sku: 'MY-OWN-SKU' },
        { color: 'NAVY', size: 'XL', stock: 4 },
      ],
    });
    const saved = parsed(shape.AdminProductSchema, res);
    expect(saved.variants.map((x) => [x.id === blackM!.id, x.color, x.size, x.sku])).toEqual([
      [true, 'BLACK', 'M', blackM!.sku],
      [false, 'WHITE', 'M', 'MY-OWN-SKU'],
      [false, 'NAVY', 'XL', 'AO-LUU-BIEN-THE-NAVY-XL'],
    ]);
    expect(saved.variants[1]!.id).toBe(whiteM!.id);
    expect(saved.variants[0]!.stock).toBe(9);
    const moves = await t.handle.pool.query(
      'select delta, stock_after, reason from stock_movements where variant_id = $1 order by id',
      [blackM!.id],
    );
    expect(moves.rows.at(-1)).toEqual({ delta: 4, stock_after: 9, reason: 'correction' });
    const rows = await auditRows(t.handle, 'product', p.id);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.update']);
    expect(rows[1]!.before.variants).toHaveLength(4);
    expect(rows[1]!.after.variants).toHaveLength(3);
  });

  it('does not put back units sold while the editor was open (stock_seen)', async () => {
    const p = await create({ name_vi: 'Áo bán trong lúc sửa' });
    const v = p.variants[0]!; // 5 in stock as the editor shows it
    await t.handle.pool.query('update variants set stock = 3 where id = $1', [v.id]);
    const body = bodyOf(p);
    body.variants[0] = { ...body.variants[0]!, stock: 7 }; // the owner adds 2 to the 5 they see
    const saved = parsed(
      shape.AdminProductSchema,
      await staff.call('PUT', `/api/admin/products/${p.id}`, body),
    );
    expect(saved.variants[0]!.stock).toBe(5);
    body.variants[0] = { ...body.variants[0]!, stock: 0, stock_seen: 5 };
    await t.handle.pool.query('update variants set stock = 1 where id = $1', [v.id]);
    const res = await staff.call('PUT', `/api/admin/products/${p.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'variants.0.stock': ['catalog.errors.stock_negative'] });
  });

  it('answers 422 for a variant id of another product, and 404 for no such product', async () => {
    const p = await create({ name_vi: 'Áo biến thể lạ' });
    const other = await create({ name_vi: 'Áo khác' });
    const res = await save(p, {
      variants: [{ id: other.variants[0]!.id, color: 'BLACK', size: 'M', stock: 1 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'variants.0.id': ['catalog.errors.variant_unknown'] });
    const gone = await staff.call('PUT', '/api/admin/products/99999999', newProductBody());
    expect(gone.status).toBe(404);
  });

  it('lets SKUs swap between the product’s own variants', async () => {
    const p = await create({ name_vi: 'Áo đổi mã' });
    const body = bodyOf(p);
    const [a, b] = [body.variants[0]!, body.variants[1]!];
    body.variants[0] = { ...a, sku: b.sku };
    body.variants[1] = { ...b, sku: a.sku };
    const saved = parsed(
      shape.AdminProductSchema,
      await staff.call('PUT', `/api/admin/products/${p.id}`, body),
    );
    expect(saved.variants.slice(0, 2).map((x) => x.sku)).toEqual([b.sku, a.sku]);
  });
});

describe('one place for a price', () => {
  it('moves every variant without its own price, keeps own prices, and the storefront and checkout agree', async () => {
    const p = await create({ name_vi: 'Áo giá một nơi', status: 'published' });
    const saved = parsed(
      shape.AdminProductSchema,
      await save(p, { price: 3100, compare_at_price: 3900 }),
    );
    expect(saved.variants.map((x) => x.price)).toEqual([null, null, null, 2700]);
    const shop = (await getJson(t.app, `/api/catalog/products/${p.slug}`)).body.data;
    expect(shop.price).toBe(3100);
    expect(shop.compare_at_price).toBe(3900);
    expect(shop.variants.map((x: { price: number }) => x.price)).toEqual([3100, 3100, 3100, 2700]);
    const lines = [
      { variant_id: p.variants[0]!.id, quantity: 1 },
      { variant_id: p.variants[3]!.id, quantity: 1 },
    ];
    const checkout = await put(t.app, newToken(), readyBody(lines));
    expect(checkout.body.data.lines.map((l: { unit_price: number }) => l.unit_price)).toEqual([
      3100, 2700,
    ]);
  });

  it('stores no own price that equals the product’s', async () => {
    const p = await create({ name_vi: 'Áo giá trùng' });
    const body = bodyOf(p, { price: 2700 });
    const saved = parsed(
      shape.AdminProductSchema,
      await staff.call('PUT', `/api/admin/products/${p.id}`, body),
    );
    expect(saved.variants.map((x) => x.price)).toEqual([null, null, null, null]);
  });
});

describe('bad input', () => {
  it('answers 422 with message ids, never a 500, whatever the body holds', async () => {
    const known = new Set<string>([...ADMIN_ERRORS, ...CATALOG_ERRORS]);
    const p = await create({ name_vi: 'Áo đầu vào xấu' });
    const bodies: unknown[] = [
      {},
      { ...newProductBody(), variants: ['x', 5, null, [], { color: 7, size: {}, stock: '3' }] },
      { ...newProductBody(), price: -1, compare_at_price: 'a', status: 'gone', slug: 42 },
      { ...newProductBody(), name_vi: 'x'.repeat(201), collection: null, category: [] },
      { ...newProductBody(), variants: 'all' },
    ];
    for (const body of bodies)
      for (const [method, path] of [
        ['POST', '/api/admin/products'],
        ['PUT', `/api/admin/products/${p.id}`],
      ] as const) {
        const res = await staff.call(method, path, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        const ids = Object.values(res.body.errors as Record<string, string[]>).flat();
        expect(
          ids.filter((id) => !known.has(id)),
          JSON.stringify(res.body.errors),
        ).toEqual([]);
      }
  });
});

describe('slug changes', () => {
  it('keeps the old slug answering 301, to the API read and back to its own', async () => {
    const p = await create({ name_vi: 'Áo đổi tên', status: 'published' });
    const renamed = parsed(shape.AdminProductSchema, await save(p, { slug: 'ao-ten-moi' }));
    expect(renamed.old_slugs).toEqual([p.slug]);
    const res = await t.app.request(`/api/catalog/products/${p.slug}?lang=en`);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/api/catalog/products/ao-ten-moi?lang=en');
    expect((await getJson(t.app, '/api/catalog/products/ao-ten-moi?lang=en')).status).toBe(200);
    // Another product may not take the old slug; this one may take it back.
    const other = await staff.call('POST', '/api/admin/products', newProductBody({ slug: p.slug }));
    expect(other.body.errors).toEqual({ slug: ['catalog.errors.slug_taken'] });
    const back = parsed(shape.AdminProductSchema, await save(renamed, { slug: p.slug }));
    expect(back.old_slugs).toEqual(['ao-ten-moi']);
    expect((await getJson(t.app, `/api/catalog/products/${p.slug}`)).status).toBe(200);
  });
});
