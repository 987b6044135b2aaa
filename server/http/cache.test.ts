/**
 * The CDN policy (issue 12): anonymous public reads (catalog, content, store info) may be kept by a
 * shared cache for a short while and served stale while it refetches, with browsers still revalidating
 * every time; a read with an Authorization header, an error, and every shopper's answer never may.
 * Which endpoints get it is checked over the whole API table in routes/endpoints-answers.test.ts.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantsPath } from '../../contract/api/paths';
import { accountCartPath } from '../../contract/api/private-paths';
import { newCustomer } from '../routes/account-test-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import {
  CDN_CATALOG,
  PRIVATE_REVALIDATE,
  PUBLIC_CATALOG,
  publicCatalogHeaders,
  publicCatalogHtml,
} from './cache';

let t: TestContext;
let bearer: string;
beforeAll(async () => {
  t = await makeTestApp();
  bearer = await newCustomer(t.app);
}, 60_000);
afterAll(() => t.handle.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

const directives = (value: string | null) =>
  new Map(
    (value ?? '').split(',').map((d) => {
      const [name = '', arg] = d.trim().split('=');
      return [name.toLowerCase(), arg ?? true] as const;
    }),
  );

function publicReads(): string[] {
  return [
    '/api/public/store-info',
    '/api/catalog/home?lang=vi',
    '/api/catalog/collections?lang=en',
    '/api/catalog/collections/women?lang=vi&size=M&sort=price_asc',
    `/api/catalog/products/${t.shop.products[0]!.slug}?lang=en`,
    '/api/catalog/search?q=dress&lang=en',
    `/api/content/pages/${t.shop.pages[0]!.slug}?lang=vi`,
    `/api/content/events/${t.shop.events[0]!.slug}?lang=en`,
  ];
}

describe('the public catalog policy', () => {
  it('lets a shared cache keep a read a minute, stale five more, while browsers revalidate', () => {
    const cc = directives(PUBLIC_CATALOG);
    expect(cc.get('public')).toBe(true);
    expect(cc.get('max-age')).toBe('0');
    // Chromium and Firefox let must-revalidate override stale-while-revalidate: no stale answer in a browser.
    expect(cc.get('must-revalidate')).toBe(true);
    // Fresh and then stale together within the minute a published change may take (issue 37).
    expect(cc.get('s-maxage')).toBe('30');
    expect(cc.get('stale-while-revalidate')).toBe('30');
    const cdn = directives(CDN_CATALOG);
    expect(cdn.get('max-age')).toBe('30');
    expect(cdn.get('stale-while-revalidate')).toBe('30');
    expect(cdn.get('stale-if-error')).toBe('3600');
    expect(cdn.has('must-revalidate')).toBe(false);
  });

  it('is on every anonymous public read, with its ETag and Vary', async () => {
    for (const path of publicReads()) {
      const res = await get(path, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PUBLIC_CATALOG);
      expect(res.headers.get('cdn-cache-control'), path).toBe(CDN_CATALOG);
      expect(res.headers.get('etag'), path).toMatch(/^W\/"/);
      // The language is in the query, so the URL is the whole key but for the encoding.
      expect(res.headers.get('vary'), path).toBe('Accept-Encoding');
    }
  }, 30_000);

  it('keeps the policy and Vary on a 304, so a CDN revalidating renews its copy alike', async () => {
    for (const path of publicReads()) {
      const tag = (await get(path)).headers.get('etag')!;
      const again = await get(path, { 'If-None-Match': tag, 'Accept-Encoding': 'br' });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('cache-control'), path).toBe(PUBLIC_CATALOG);
      expect(again.headers.get('cdn-cache-control'), path).toBe(CDN_CATALOG);
      expect(again.headers.get('vary'), path).toBe('Accept-Encoding');
      expect(again.headers.get('etag'), path).toBe(tag);
    }
  }, 30_000);

  it('says private for a read that carries an Authorization header, the body and tag unchanged', async () => {
    for (const path of publicReads()) {
      const anonymous = await get(path);
      const signedIn = await get(path, { Authorization: `Bearer ${bearer}` });
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get('cache-control'), path).toBe(PRIVATE_REVALIDATE);
      expect(signedIn.headers.get('cdn-cache-control'), path).toBeNull();
      expect(signedIn.headers.get('etag'), path).toBe(anonymous.headers.get('etag'));
      expect(await signedIn.text(), path).toBe(await anonymous.text());
    }
  }, 30_000);

  it('is never on an error of a public read', async () => {
    for (const path of [
      '/api/catalog/products/nope-nope?lang=en',
      '/api/catalog/collections/women/nope?lang=en',
      '/api/content/pages/nope',
      '/api/catalog/collections/?sort=nonsense',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cdn-cache-control'), path).toBeNull();
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/public|s-maxage/);
    }
  });

  it('is never on the live variant check or a signed-in account read', async () => {
    const product = (await (
      await get(`/api/catalog/products/${t.shop.products[0]!.slug}`)
    ).json()) as {
      data: { variants: { id: string }[] };
    };
    const check = await get(variantsPath([product.data.variants[0]!.id], { lang: 'en' }));
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(check.headers.get('cdn-cache-control')).toBeNull();
    const cart = await get(accountCartPath(), { Authorization: `Bearer ${bearer}` });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('cache-control')).toBe('no-store');
    expect(cart.headers.get('cdn-cache-control')).toBeNull();
  });
});

describe('the helper for server-rendered catalog HTML', () => {
  const page = new Hono()
    .get('/collection/women', publicCatalogHtml, (c) => c.html('<h1>Nữ</h1>'))
    .get('/missing', publicCatalogHtml, (c) => c.html('<h1>404</h1>', 404))
    .get('/own', publicCatalogHtml, (c) => c.html('<p>x</p>', 200, { 'Cache-Control': 'no-cache' }))
    .get('/headers', (c) => c.json(publicCatalogHeaders(c)));

  it('gives a page the same policy, private when the request carries Authorization', async () => {
    const res = await page.request('/collection/women');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CATALOG);
    expect(res.headers.get('cdn-cache-control')).toBe(CDN_CATALOG);
    const signedIn = await page.request('/collection/women', {
      headers: { Authorization: 'Bearer x' },
    });
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_REVALIDATE);
    expect(signedIn.headers.get('cdn-cache-control')).toBeNull();
  });

  it('leaves an error page and a handler that chose its own Cache-Control alone', async () => {
    const missing = await page.request('/missing');
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(missing.headers.get('cdn-cache-control')).toBeNull();
    const own = await page.request('/own');
    expect(own.headers.get('cache-control')).toBe('no-cache');
    expect(own.headers.get('cdn-cache-control')).toBeNull();
  });

  it('answers the headers to set where a handler writes its own', async () => {
    expect(await (await page.request('/headers')).json()).toEqual({
      'Cache-Control': PUBLIC_CATALOG,
      'CDN-Cache-Control': CDN_CATALOG,
    });
  });
});
