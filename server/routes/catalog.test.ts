import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORS } from '../../contract/constants';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { PUBLIC_CATALOG } from '../http/cache';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const list = (query = '', slug = '') =>
  getJson(t.app, `/api/catalog/collections/${slug}${query ? `?${query}` : ''}`);
const isSorted = (xs: number[], dir: 1 | -1) =>
  xs.every((x, i) => i === 0 || dir * (x - xs[i - 1]!) >= 0);

describe('store info', () => {
  it('answers the settings with the ad id', async () => {
    const { status, body, headers } = await getJson(t.app, '/api/public/store-info');
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      currency: 'USD',
      default_locale: 'vi',
      free_shipping_threshold: 4000,
      low_stock_threshold: 5,
      google_ads: { id: 'AW-TEST' },
    });
    // Each with its name in both languages, as the owner may edit it (issue 39).
    expect(d.shipping_methods).toEqual([
      {
        code: 'standard',
        price: 500,
        min_days: 3,
        max_days: 5,
        name: { vi: 'Giao hàng tiêu chuẩn', en: 'Standard' },
      },
      {
        code: 'express',
        price: 1500,
        min_days: 1,
        max_days: 2,
        name: { vi: 'Giao hàng nhanh', en: 'Express' },
      },
    ]);
    expect(d.payment_methods).toEqual([
      { code: 'cod', available: true },
      { code: 'card', available: false },
    ]);
    expect(d.countries.map((c: { code: string }) => c.code)).toEqual([
      'US',
      'SG',
      'MY',
      'VN',
      'ID',
      'RU',
    ]);
    expect(typeof d.name).toBe('string');
    expect(headers.get('cache-control')).toBe(PUBLIC_CATALOG);
  });
});

describe('home and tree', () => {
  it('home has hero, featured collections, new arrivals and events', async () => {
    const { body } = await getJson(t.app, '/api/catalog/home?lang=en');
    const d = body.data;
    expect(d.hero.length).toBe(t.shop.hero.length);
    expect(d.hero[0].href.startsWith('/en/')).toBe(true);
    expect(d.featured_collections.map((c: { slug: string }) => c.slug)).toEqual(
      t.shop.collections.filter((c) => c.featured).map((c) => c.slug),
    );
    const newest = [...t.shop.products].sort((a, b) => a.created_days_ago - b.created_days_ago)[0]!;
    expect(d.new_arrivals[0].slug).toBe(newest.slug);
    expect(d.new_arrivals[0].image.srcset).toHaveLength(6);
    // The events not yet over, soonest first, each as its summary (the event page has the rest).
    const coming = t.shop.events
      .filter((e) => e.starts_in_days + e.duration_days > 0)
      .sort((a, b) => a.starts_in_days - b.starts_in_days)
      .slice(0, 3);
    expect(d.events.map((e: { slug: string }) => e.slug)).toEqual(coming.map((e) => e.slug));
    expect(d.events[0]).toEqual({
      slug: coming[0]!.slug,
      title: coming[0]!.title.en,
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      location: coming[0]!.location.en,
    });
  });

  it('collections answers the whole tree with parents', async () => {
    const { body } = await getJson(t.app, '/api/catalog/collections?lang=vi');
    expect(body.data).toHaveLength(t.shop.collections.length);
    const dresses = body.data.find((c: { slug: string }) => c.slug === 'women/dresses');
    expect(dresses.parent).toBe('women');
    expect(dresses.breadcrumbs.map((b: { slug: string }) => b.slug)).toEqual([
      'women',
      'women/dresses',
    ]);
  });
});

describe('collection listing', () => {
  it('empty slug lists the whole catalog with paging', async () => {
    const { body } = await list('per_page=10&page=2');
    expect(body.data.total).toBe(t.shop.products.length);
    expect(body.data.items).toHaveLength(10);
    expect(body.data).toMatchObject({ page: 2, per_page: 10 });
    expect(body.data.collection.slug).toBe('');
    // Its breadcrumbs end with itself, as every collection's do.
    expect(body.data.collection.breadcrumbs).toEqual([{ slug: '', name: 'Tất cả sản phẩm' }]);
  });

  it('a multi-segment slug lists that collection; a parent includes descendants', async () => {
    const dresses = await list('per_page=100', 'women/dresses');
    expect(dresses.body.data.total).toBe(
      t.shop.products.filter((p) => p.collection === 'women/dresses').length,
    );
    expect(dresses.body.data.collection.name).toBe('Đầm');
    const women = await list('per_page=100', 'women');
    expect(women.body.data.total).toBe(
      t.shop.products.filter((p) => p.collection.split('/')[0] === 'women').length,
    );
    expect(women.body.data.total).toBeGreaterThan(dresses.body.data.total);
  });

  it('sorts by each option', async () => {
    const all = async (sort: string) =>
      (await list(`sort=${sort}&per_page=100`)).body.data.items as {
        slug: string;
        price: number;
      }[];
    const bySlug = new Map(t.shop.products.map((p) => [p.slug, p]));
    expect(
      isSorted(
        (await all('price_asc')).map((p) => p.price),
        1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await all('price_desc')).map((p) => p.price),
        -1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await all('newest')).map((p) => -bySlug.get(p.slug)!.created_days_ago),
        -1,
      ),
    ).toBe(true);
    expect(
      isSorted(
        (await all('best_selling')).map((p) => bySlug.get(p.slug)!.sales_count),
        -1,
      ),
    ).toBe(true);
    const featured = await all('featured');
    expect(
      isSorted(
        featured.map((p) => bySlug.get(p.slug)!.featured_rank),
        1,
      ),
    ).toBe(true);
    expect((await all('')).map((p) => p.slug)).toEqual(featured.map((p) => p.slug));
  });

  it('filters by colour (repeated = OR), size, category, price and stock', async () => {
    const total = (q: string) => list(`${q}&per_page=100`).then((r) => r.body.data);
    const has = (color: string) =>
      t.shop.products.filter((p) => p.variants.some((v) => v.color === color)).length;
    expect((await total('color=BLACK')).total).toBe(has('BLACK'));
    const either = t.shop.products.filter((p) =>
      p.variants.some((v) => v.color === 'BLACK' || v.color === 'RED'),
    ).length;
    expect((await total('color=BLACK&color=RED')).total).toBe(either);
    expect(either).toBeGreaterThan(has('BLACK'));
    const m = await total('size=M');
    expect(m.total).toBe(
      t.shop.products.filter((p) => p.variants.some((v) => v.size === 'M')).length,
    );
    const bags = await total('category=bags');
    expect(bags.items.every((p: { category: string }) => p.category === 'bags')).toBe(true);
    expect(bags.total).toBe(t.shop.products.filter((p) => p.category === 'bags').length);
    const priced = await total('price_min=2000&price_max=5000');
    expect(priced.total).toBe(
      t.shop.products.filter((p) => p.price >= 2000 && p.price <= 5000).length,
    );
    expect(priced.items.every((p: { price: number }) => p.price >= 2000 && p.price <= 5000)).toBe(
      true,
    );
    const inStock = await total('in_stock=1');
    expect(inStock.total).toBe(
      t.shop.products.filter((p) => p.variants.some((v) => v.stock > 0)).length,
    );
    expect(inStock.total).toBeLessThan(t.shop.products.length);
  });

  it('counts facets with the other filters applied', async () => {
    const { body } = await list('per_page=1&color=BLACK', 'women');
    const f = body.data.facets;
    const women = t.shop.products.filter((p) => p.collection.startsWith('women'));
    const red = f.colors.find((c: { value: string }) => c.value === 'RED');
    expect(red?.count ?? 0).toBe(
      women.filter((p) => p.variants.some((v) => v.color === 'RED')).length,
    );
    const blackWomen = women.filter((p) => p.variants.some((v) => v.color === 'BLACK'));
    const dresses = f.categories.find((c: { value: string }) => c.value === 'dresses');
    expect(dresses.count).toBe(blackWomen.filter((p) => p.category === 'dresses').length);
    expect(f.price).toEqual({
      min: Math.min(...blackWomen.map((p) => p.price)),
      max: Math.max(...blackWomen.map((p) => p.price)),
    });
    expect(f.colors.map((c: { value: string }) => COLORS.indexOf(c.value as never))).toEqual(
      [...f.colors.map((c: { value: string }) => COLORS.indexOf(c.value as never))].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('answers an ETag and 304 when it matches', async () => {
    const first = await t.app.request('/api/catalog/collections/women?lang=en');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\//);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CATALOG);
    const again = await t.app.request('/api/catalog/collections/women?lang=en', {
      headers: { 'If-None-Match': tag! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown collection', async () => {
    expect((await list('', 'women/nope')).status).toBe(404);
  });
});

describe('product', () => {
  it('answers the product with variants, stock states, sizes and related', async () => {
    const demo = t.shop.products.find(
      (p) => p.variants.some((v) => v.stock === 0) && p.variants.length > 2,
    )!;
    const { status, body } = await getJson(t.app, `/api/catalog/products/${demo.slug}?lang=en`);
    expect(status).toBe(200);
    const p = body.data;
    expect(p.name).toBe(demo.name.en);
    expect(p.variants).toHaveLength(demo.variants.length);
    for (const [i, v] of demo.variants.entries()) {
      const want = v.stock === 0 ? 'out_of_stock' : v.stock <= 5 ? 'low_stock' : 'in_stock';
      expect(p.variants[i]).toMatchObject({
        color: v.color,
        size: v.size,
        stock: v.stock,
        stock_state: want,
      });
    }
    expect(new Set(p.sizes)).toEqual(new Set(demo.variants.map((v) => v.size)));
    expect(p.related.length).toBeGreaterThanOrEqual(4);
    expect(p.related.length).toBeLessThanOrEqual(8);
    expect(p.related.some((r: { slug: string }) => r.slug === demo.slug)).toBe(false);
    expect(p.breadcrumbs.at(-1).slug).toBe(demo.collection);
    expect(p.images[0]).toMatchObject({ width: 640, height: 800 });
    expect(p.description).not.toMatch(/<script/i);
  });

  it('orders letter sizes from small to large', async () => {
    const demo = t.shop.products.find((p) =>
      ['S', 'M', 'L'].every((s) => p.variants.some((v) => v.size === s)),
    )!;
    const { body } = await getJson(t.app, `/api/catalog/products/${demo.slug}`);
    const sizes: string[] = body.data.sizes;
    expect(sizes.indexOf('S')).toBeLessThan(sizes.indexOf('M'));
    expect(sizes.indexOf('M')).toBeLessThan(sizes.indexOf('L'));
  });

  it('answers 404 for an unknown or odd slug', async () => {
    expect((await getJson(t.app, '/api/catalog/products/no-such-thing')).status).toBe(404);
    expect((await getJson(t.app, `/api/catalog/products/${'a'.repeat(300)}`)).status).toBe(404);
    const odd = await getJson(t.app, '/api/catalog/products/%E2%9C%93%3Cx%3E');
    expect(odd.status).toBe(404);
    expect(odd.body).toEqual({ message: 'Resource not found' });
  });
});

describe('search', () => {
  const names = async (q: string, lang = 'vi') =>
    (await getJson(t.app, `/api/catalog/search?q=${encodeURIComponent(q)}&lang=${lang}`)).body.data;

  it('ignores diacritics and case in Vietnamese, đ included', async () => {
    const plain = await names('dam');
    const marked = await names('Đầm');
    expect(plain.items.length).toBeGreaterThan(0);
    expect(plain.items.map((p: { slug: string }) => p.slug)).toEqual(
      marked.items.map((p: { slug: string }) => p.slug),
    );
    expect(plain.collections.some((c: { slug: string }) => c.slug === 'women/dresses')).toBe(true);
    const ao = await names('ao');
    expect(ao.items.some((p: { name: string }) => p.name.toLowerCase().startsWith('áo'))).toBe(
      true,
    );
  });

  it('searches English names with lang=en', async () => {
    const r = await names('DRESS', 'en');
    expect(r.items.length).toBeGreaterThan(0);
    expect(
      r.items.every(
        (p: { name: string; category: string }) =>
          /dress/i.test(p.name) || p.category === 'dresses',
      ),
    ).toBe(true);
  });

  it('answers nothing for an empty query', async () => {
    const empty = { items: [], collections: [], total: 0, did_you_mean: null, suggestions: [] };
    expect(await names('')).toMatchObject(empty);
    expect(await names('  ')).toMatchObject(empty);
  });
});
