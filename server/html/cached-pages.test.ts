/**
 * The render cache (cached-pages.ts) through the app, with a stand-in renderer that counts its renders:
 * a page kept and served again, a write from another connection (as another replica's) shown on the
 * next request, ETag and 304, pages that differ by a request input kept apart, what is never kept,
 * one render for concurrent misses, and the byte bound.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_COUNT_COOKIE, CART_COUNT_READ } from '../../contract/cart-hint';
import { removeDir } from '../test/temp-data-dir';
import type { TestContext } from '../test/test-app';
import { cachedPages } from './cached-pages';
import { inProcessReader } from './render-page';
import { fetchPage, makeHtmlTestApp } from './test-page';

const RENDERER = `
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
export async function renderPage(input) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  if (input.path.includes('slow')) await sleep(100);
  if (input.path.includes('explode')) throw new Error('render failed');
  if (input.path.endsWith('/cart')) {
    const count = await input.readApi('${CART_COUNT_READ}');
    return { html: '<h1>cart ' + count.data + '</h1>', answers: {}, errors: [] };
  }
  const read = input.path.includes('/product/')
    ? '/api/catalog/products/' + input.path.split('/').pop() + '?lang=' + input.lang
    : '/api/catalog/home?lang=' + input.lang;
  const answer = await input.readApi(read);
  const name = 'data' in answer ? answer.data.name ?? 'home' : 'status ' + answer.status;
  const errors = input.path.includes('partial') ? [new Error('a part ran late')] : [];
  return { html: '<h1>' + name + ' ' + input.lang + (input.saveData ? ' lite' : '') + '</h1>', answers: {}, errors };
}`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  mkdirSync(`${t.distDir}-ssr`);
  writeFileSync(join(`${t.distDir}-ssr`, 'entry-server.js'), RENDERER);
  mkdirSync(join(t.distDir, '.vite'));
  writeFileSync(
    join(t.distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/boot.ts': { file: 'assets/boot-9.js', isEntry: true },
    }),
  );
}, 60_000);
afterAll(async () => {
  await t.handle.close();
  removeDir(`${t.distDir}-ssr`);
});

let product: { slug: string; name: { vi: string; en: string } };
beforeEach(() => {
  product = t.shop.products[0]!;
});

/** A write committed on a connection of its own, as another replica (or psql) would make it. */
async function renameElsewhere(slug: string, nameEn: string) {
  const client = new pg.Client(t.handle.pool.options);
  await client.connect();
  try {
    await client.query('update products set name_en = $1 where slug = $2', [nameEn, slug]);
  } finally {
    await client.end();
  }
}

describe('the render cache', () => {
  it('serves a page again without rendering it, under the same ETag', async () => {
    const path = `/en/product/${product.slug}`;
    const before = renders();
    const first = await fetchPage(t, path);
    const second = await fetchPage(t, path, { Cookie: `${CART_COUNT_COOKIE}=2` });
    expect(renders() - before).toBe(1);
    expect(second.html).toBe(first.html);
    expect(second.status).toBe(200);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    // The policy is the page's own, kept with it.
    expect(second.headers.get('Cache-Control')).toMatch(/^public, max-age=0, must-revalidate/);
    expect(second.headers.get('Vary')).toContain('Save-Data');
  });

  it('shows a write committed on another connection on the very next request, with a new ETag', async () => {
    const path = `/en/product/${product.slug}`;
    const first = await fetchPage(t, path);
    const etag = first.headers.get('ETag')!;
    const before = renders();
    const unchanged = await t.app.request(`http://localhost${path}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('ETag')).toBe(etag);
    expect(unchanged.headers.get('Cache-Control')).toMatch(/^public/);
    expect(renders()).toBe(before);

    await renameElsewhere(product.slug, 'Renamed elsewhere');
    const after = await t.app.request(`http://localhost${path}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('<h1>Renamed elsewhere en</h1>');
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(renders()).toBe(before + 1);
  });

  it('never gives a page the HTML of another language, Save-Data or cart count', async () => {
    const slug = t.shop.products[1]!.slug;
    const vi = await fetchPage(t, `/product/${slug}`);
    const en = await fetchPage(t, `/en/product/${slug}`);
    const lite = await fetchPage(t, `/en/product/${slug}`, { 'Save-Data': 'on' });
    expect(vi.html).toMatch(/ vi<\/h1>/);
    expect(en.html).toMatch(/ en<\/h1>/);
    expect(lite.html).toMatch(/ en lite<\/h1>/);
    expect(new Set([vi, en, lite].map((p) => p.headers.get('ETag'))).size).toBe(3);
    // Served again, each is still its own.
    expect((await fetchPage(t, `/en/product/${slug}`, { 'Save-Data': 'on' })).html).toBe(lite.html);
    expect((await fetchPage(t, `/en/product/${slug}`)).html).toBe(en.html);

    const three = await fetchPage(t, '/en/cart', { Cookie: `${CART_COUNT_COOKIE}=3` });
    const none = await fetchPage(t, '/en/cart');
    expect(three.html).toContain('<h1>cart 3</h1>');
    expect(none.html).toContain('<h1>cart 0</h1>');
    const before = renders();
    expect((await fetchPage(t, '/en/cart', { Cookie: `${CART_COUNT_COOKIE}=3` })).html).toBe(
      three.html,
    );
    expect(renders()).toBe(before);
  });

  it('keeps the root apart by the language the request chose, and a 404 by its path', async () => {
    const vi = await fetchPage(t, '/', { Cookie: 'lang=vi', 'Accept-Language': 'en' });
    expect(vi.status).toBe(200);
    const en = await t.app.request('http://localhost/', { headers: { 'Accept-Language': 'en' } });
    expect(en.status).toBe(302);
    const missing = await fetchPage(t, '/product/no-such-thing');
    expect(missing.status).toBe(404);
    const before = renders();
    expect((await fetchPage(t, '/product/no-such-thing')).status).toBe(404);
    expect(renders()).toBe(before);
    // A bot's 404 is bare text, never the view kept for shoppers.
    const bot = await fetchPage(t, '/product/no-such-thing', { 'User-Agent': 'Googlebot' });
    expect(bot.html).toBe('Not found');
  });

  it('serves a kept page compressed as the client asks, the same page once decoded', async () => {
    const path = `/en/product/${t.shop.products[2]!.slug}`;
    const plain = await fetchPage(t, path);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.request(`http://localhost${path}`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toContain('Accept-Encoding');
      expect(res.headers.get('ETag')).toBe(plain.headers.get('ETag'));
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain.html);
    }
  });

  it('does not keep a render that failed or left a part to the browser', async () => {
    for (const path of ['/explode', '/en/product/partial']) {
      const before = renders();
      await fetchPage(t, path);
      await fetchPage(t, path);
      expect(renders() - before, path).toBe(2);
    }
  });

  it('renders once for concurrent misses of one page', async () => {
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => fetchPage(t, '/en/collection/slow')),
    );
    expect(renders() - before).toBe(1);
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
  });

  it('stays under its byte bound', async () => {
    const make = (bound: number) => {
      const pages = cachedPages(
        { db: t.handle.db, distDir: t.distDir, imagesDir: t.imagesDir, renderCacheBytes: bound },
        inProcessReader(t.app),
      );
      return { pages, app: new Hono().get('*', (c) => pages(c)) };
    };
    const probe = make(1024 * 1024);
    await probe.app.request(`http://localhost/en/product/${product.slug}`);
    const bound = Math.floor(probe.pages.cache.bytes * 2.5);
    const { pages, app } = make(bound);
    for (const p of t.shop.products.slice(0, 6)) {
      expect((await app.request(`http://localhost/en/product/${p.slug}`)).status).toBe(200);
      expect(pages.cache.bytes).toBeLessThanOrEqual(bound);
    }
    expect(pages.cache.size).toBe(2);
  });
});
