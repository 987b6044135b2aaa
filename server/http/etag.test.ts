/**
 * Validators on the public reads (issue 5): the service worker tells a changed answer from an unchanged
 * one by its ETag, so every successful read must carry one that follows the body, and a revalidation
 * with a matching If-None-Match must cost a 304 and no payload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, variants } from '../db/schema';
import { makeTestApp, type TestContext } from '../test/test-app';
import { PUBLIC_CATALOG } from './cache';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

function readPaths(): string[] {
  const product = t.shop.products[0]!;
  return [
    '/api/public/store-info',
    '/api/catalog/home?lang=en',
    '/api/catalog/collections',
    '/api/catalog/collections/?per_page=2',
    `/api/catalog/products/${product.slug}?lang=en`,
    '/api/catalog/search?q=a',
    '/api/content/pages',
    '/api/content/events',
  ];
}

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe('ETag on public reads', () => {
  it('every read carries an ETag and answers 304 with no body when it matches', async () => {
    for (const path of readPaths()) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(path, { 'If-None-Match': tag! });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(tag);
    }
  }, 30_000); // eight reads twice, on a machine shared with other test runs

  it('is the same for the same body, so an unchanged answer is not reported as new', async () => {
    for (const path of readPaths()) {
      const [a, b] = [await get(path), await get(path)];
      expect(a.headers.get('etag'), path).toBe(b.headers.get('etag'));
    }
  }, 30_000);

  it('answers the full body when the tag does not match', async () => {
    const res = await get('/api/catalog/home?lang=en', { 'If-None-Match': '"stale"' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toBeTruthy();
  });

  it('changes when the data changes (another language is another body)', async () => {
    const slug = t.shop.products[0]!.slug;
    const vi = (await get(`/api/catalog/products/${slug}?lang=vi`)).headers.get('etag');
    const en = (await get(`/api/catalog/products/${slug}?lang=en`)).headers.get('etag');
    expect(vi).toBeTruthy();
    expect(en).toBeTruthy();
    expect(vi).not.toBe(en);
    // A tag from the other language is no match: the full new body comes back.
    expect(
      (await get(`/api/catalog/products/${slug}?lang=en`, { 'If-None-Match': vi! })).status,
    ).toBe(200);
  });

  it('changes when a price or stock changes, and the old tag then gets the full new body', async () => {
    // This file's database is its own in-memory copy, so changing it touches no other test.
    const slug = t.shop.products[1]!.slug;
    const path = `/api/catalog/products/${slug}?lang=en`;
    const before = await get(path);
    const tag = before.headers.get('etag')!;
    const [row] = await t.handle.db.select().from(products).where(eq(products.slug, slug));
    await t.handle.db
      .update(products)
      .set({ price: row!.price + 100 })
      .where(eq(products.id, row!.id));
    const priced = await get(path, { 'If-None-Match': tag });
    expect(priced.status).toBe(200);
    expect(((await priced.json()) as { data: { price: number } }).data.price).toBe(
      row!.price + 100,
    );
    const pricedTag = priced.headers.get('etag')!;
    expect(pricedTag).not.toBe(tag);
    await t.handle.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, row!.id));
    const stocked = await get(path, { 'If-None-Match': pricedTag });
    expect(stocked.status).toBe(200);
    expect(stocked.headers.get('etag')).not.toBe(pricedTag);
  });

  it('keeps the same tag whether the body is compressed or not, and still answers 304', async () => {
    const path = '/api/catalog/collections/?per_page=24&lang=en';
    const plain = await get(path);
    const br = await get(path, { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    // Weak: a compressed body is another representation of the same data (RFC 9110 8.8.1).
    expect(br.headers.get('etag')).toMatch(/^W\//);
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    const again = await get(path, {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
  });

  it('keeps the public catalog Cache-Control (browsers revalidate every time) beside the tag', async () => {
    const res = await get('/api/content/pages');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CATALOG);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('puts no tag on errors, and a tag never turns an error into a 304', async () => {
    for (const path of [
      '/api/catalog/products/nope-nope?lang=en',
      '/api/content/pages/nope',
      '/api/catalog/collections/women/nope',
    ]) {
      const res = await get(path, { 'If-None-Match': '*' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('etag'), path).toBeNull();
    }
    const bad = await get('/api/catalog/collections/?sort=nonsense');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.headers.get('etag')).toBeNull();
  });

  it('does not answer 304 to a write', async () => {
    const res = await t.app.request('/api/catalog/home', {
      method: 'POST',
      headers: { 'If-None-Match': '*' },
    });
    expect(res.status).not.toBe(304);
    expect(res.headers.get('etag')).toBeNull();
  });
});
