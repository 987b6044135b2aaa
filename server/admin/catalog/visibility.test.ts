/**
 * What the storefront honours of the back office: a product not published (draft, archived) is in no
 * listing, search, sitemap, new arrivals or related list, and its page and read answer 404 (the page
 * noindex); publishing shows it everywhere. A cart's or checkout's line for a product archived since is
 * flagged, never dropped silently. A renamed product's old page answers 301 to the new one, and the
 * head says the owner's SEO title and description. The listing still reads only its partial covering
 * index (EXPLAIN).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import type { AdminProduct } from '../../../contract/admin/catalog-types';
import { LOAD_ALL } from '../../db/queries/listing-model';
import { fetchPage, makeHtmlTestApp, metaOf, titleOf } from '../../html/test-page';
import { complete, newToken, put, readyBody } from '../../test/checkout-client';
import { getJson, type TestContext } from '../../test/test-app';
import { bodyOf, newProductBody, parsed, staffClient } from './test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  staff = await staffClient(t);
}, 60_000);
afterAll(() => t.handle.close());

/** A collection of the demo shop with a few products, so a new one is among its related cards. */
const small = () => {
  const counts = new Map<string, number>();
  for (const p of t.shop.products) counts.set(p.collection, (counts.get(p.collection) ?? 0) + 1);
  return [...counts].find(([, n]) => n >= 2 && n <= 6)![0];
};

const create = async (over = {}) =>
  parsed(
    shape.AdminProductSchema,
    await staff.call('POST', '/api/admin/products', newProductBody(over)),
  );
const setStatus = (p: AdminProduct, action: 'publish' | 'unpublish' | 'archive') =>
  staff.call('POST', '/api/admin/products/bulk', { ids: [p.id], action });

/** Where a shopper could meet product `slug`, each answered true or false. */
async function seen(slug: string, collection: string, sibling: string) {
  const api = (path: string) => getJson(t.app, path).then((r) => r.body.data);
  const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug);
  const [listing, all, found, home, related, sitemap] = await Promise.all([
    api(`/api/catalog/collections/${collection}?per_page=100`),
    api('/api/catalog/collections/?sort=newest&per_page=5'),
    api('/api/catalog/search?q=khong%20the%20thay&limit=50'),
    api('/api/catalog/home'),
    api(`/api/catalog/products/${sibling}`),
    Promise.resolve(t.app.request('/sitemap.xml')).then((r) => r.text()),
  ]);
  return {
    listing: slugs(listing.items).includes(slug),
    listingTotal: listing.total as number,
    all: slugs(all.items).includes(slug),
    search: slugs(found.items).includes(slug),
    newArrivals: slugs(home.new_arrivals).includes(slug),
    related: slugs(related.related).includes(slug),
    sitemap: sitemap.includes(`/product/${slug}<`),
  };
}

describe('the listing', () => {
  // First, on the database as the seed left it (vacuumed): the plan is what a shop gets.
  it('leaves the listing an index-only scan of its partial covering index', async () => {
    let plan: unknown;
    // The listing answers from memory (decision 036); what reads the database is its load of every
    // published product, run here under EXPLAIN with the table scans a small table invites off.
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      plan = ((await tx.execute(sql`explain (format json) ${LOAD_ALL}`)) as { rows: unknown }).rows;
    });
    const scans: { type: string; index?: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'products')
        scans.push({ type: node['Node Type'] as string, index: node['Index Name'] as string });
      for (const child of (node['Plans'] as Record<string, unknown>[] | undefined) ?? [])
        walk(child);
    };
    walk(
      (plan as { 'QUERY PLAN': { Plan: Record<string, unknown> }[] }[])[0]!['QUERY PLAN'][0]!.Plan,
    );
    expect(scans).toEqual([{ type: 'Index Only Scan', index: 'products_listing_idx' }]);
  });
});

describe('a product not published', () => {
  it('is nowhere a shopper looks, its page and read answer 404; publishing shows it', async () => {
    const collection = small();
    const sibling = t.shop.products.find((p) => p.collection === collection)!.slug;
    const p = await create({ name_vi: 'Áo không thể thấy', collection });
    const before = await seen(p.slug, collection, sibling);
    expect(before).toMatchObject({
      listing: false,
      all: false,
      search: false,
      newArrivals: false,
      related: false,
      sitemap: false,
    });
    expect((await getJson(t.app, `/api/catalog/products/${p.slug}`)).status).toBe(404);
    const page = await fetchPage(t, `/product/${p.slug}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');

    await setStatus(p, 'publish');
    const after = await seen(p.slug, collection, sibling);
    expect(after).toEqual({
      listing: true,
      listingTotal: before.listingTotal + 1,
      all: true,
      search: true,
      newArrivals: true,
      related: true,
      sitemap: true,
    });
    expect((await fetchPage(t, `/product/${p.slug}`)).status).toBe(200);

    await setStatus(p, 'archive');
    expect(await seen(p.slug, collection, sibling)).toEqual(before);
    expect((await fetchPage(t, `/en/product/${p.slug}`)).status).toBe(404);
  });
});

describe('a cart or checkout line for a product archived since', () => {
  it('is a problem of the checkout and answered by the cart’s re-check as no longer for sale', async () => {
    const p = await create({ name_vi: 'Áo lưu trữ sau', status: 'published' });
    const line = { variant_id: p.variants[0]!.id, quantity: 1 };
    const token = newToken();
    const first = await put(t.app, token, readyBody([line]));
    expect(first.body.data.problems).toEqual([]);
    const check = `/api/catalog/variants?ids=${line.variant_id}`;
    expect((await getJson(t.app, check)).body.data[0]).toMatchObject({ for_sale: true, stock: 5 });

    await setStatus(p, 'archive');
    const again = await put(t.app, token, readyBody([line]));
    expect(again.body.data.problems).toEqual([
      { variant_id: line.variant_id, code: 'unknown_variant' },
    ]);
    expect(again.body.data.lines).toEqual([]);
    const placed = await complete(t.app, token);
    expect(placed.status).toBe(409);
    expect(placed.body.problems).toEqual([
      { variant_id: line.variant_id, code: 'unknown_variant' },
    ]);
    const [variant] = (await getJson(t.app, check)).body.data;
    expect(variant).toMatchObject({
      id: line.variant_id,
      for_sale: false,
      stock: 0,
      stock_state: 'out_of_stock',
      product: { slug: p.slug, name: p.name_vi },
    });
  });
});

describe('the product page', () => {
  it('moves with its slug: the old page answers 301 to the new one, in both languages, query kept', async () => {
    const p = await create({ name_vi: 'Áo trang cũ', status: 'published' });
    const res = await staff.call(
      'PUT',
      `/api/admin/products/${p.id}`,
      bodyOf(p, { slug: 'ao-trang-moi' }),
    );
    expect(res.status).toBe(200);
    const vi = await fetchPage(t, `/product/${p.slug}`);
    expect(vi.status).toBe(301);
    expect(vi.headers.get('Location')).toBe('/product/ao-trang-moi');
    const en = await fetchPage(t, `/en/product/${p.slug}?color=BLACK`);
    expect(en.status).toBe(301);
    expect(en.headers.get('Location')).toBe('/en/product/ao-trang-moi?color=BLACK');
    expect((await fetchPage(t, '/product/ao-trang-moi')).status).toBe(200);
  });

  it('says the owner’s SEO title and description when written, else the name', async () => {
    const p = await create({
      name_vi: 'Áo có SEO',
      status: 'published',
      seo_title_vi: 'Áo thun cotton hữu cơ giá tốt',
      seo_description_vi: 'Mua áo thun cotton hữu cơ, giao nhanh toàn quốc.',
    });
    const vi = await fetchPage(t, `/product/${p.slug}`);
    expect(titleOf(vi.html)).toMatch(/^Áo thun cotton hữu cơ giá tốt \| /);
    expect(metaOf(vi.html, 'description')).toBe('Mua áo thun cotton hữu cơ, giao nhanh toàn quốc.');
    const en = await fetchPage(t, `/en/product/${p.slug}`);
    expect(titleOf(en.html)).toMatch(/^Cloud black tee \| /);
  });
});
