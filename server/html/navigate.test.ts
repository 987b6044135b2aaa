import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp, titleOf } from './test-page';

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const page = (path: string, headers: Record<string, string> = {}) => fetchPage(t, path, headers);

describe('navigations', () => {
  it('fills the home head in Vietnamese', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="vi">');
    expect(titleOf(html)).toMatch(/^Trang chủ \| /);
    expect(html).toContain('<link rel="canonical" href="http://localhost/">');
    expect(html).toContain('hreflang="en" href="http://localhost/en"');
    expect(html).toContain('hreflang="x-default" href="http://localhost/"');
    expect(html).toContain('<meta name="description"');
    expect(html).not.toContain('<!--app-head-->');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('fills the English home', async () => {
    const { status, html } = await page('/en');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(titleOf(html)).toMatch(/^Home \| /);
    expect(html).toContain('<link rel="canonical" href="http://localhost/en">');
  });

  it('names the product in its title and adds JSON-LD', async () => {
    const product = t.shop.products[0]!;
    const { status, html } = await page(`/en/product/${product.slug}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(
      `${product.name.en.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | ${titleOf(html)!.split(' | ').pop()}`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost/en/product/${product.slug}">`,
    );
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`href="/api/catalog/products/${product.slug}?lang=en"`);
    expect(html).toContain('rel="preload" as="image"');
  });

  it('keeps only whitelisted query parameters, lowercased path, in the canonical', async () => {
    const upper = await page('/Collection/Women?sort=price_asc');
    expect(upper.status).toBe(301);
    expect(upper.headers.get('location')).toBe('/collection/women?sort=price_asc');
    const { html } = await page('/collection/women/?sort=price_asc&utm_source=x&color=BLACK');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost/collection/women?sort=price_asc&amp;color=BLACK">',
    );
  });

  it('answers 404 with the app shell for an unknown route or slug', async () => {
    for (const path of [
      '/nope',
      '/product/nope',
      '/en/collection/women/nope',
      '/page/nope',
      '/event/nope',
      '/checkout/too-short',
      '/en/checkout/a.token.with.dots.is.not.one',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<div id="root">');
      // The spec's English under /en, Vietnamese words on a Vietnamese page.
      const words = path.startsWith('/en/') ? 'Page not found' : 'Không tìm thấy trang';
      expect(titleOf(html), path).toContain(`404 ${words}: ${path}`);
      expect(html, path).toContain('noindex');
    }
  });

  it('answers 200 for a checkout token of the right shape (the checkout lives on the device)', async () => {
    const { status } = await page('/en/checkout/Abcdefghijklmnopqrstu_-');
    expect(status).toBe(200);
  });

  it('gives bots a bare 404', async () => {
    const { status, html } = await page('/product/nope', {
      'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect(status).toBe(404);
    expect(html).toBe('Not found');
  });

  it('answers 503 when the app is not built', { timeout: 60_000 }, async () => {
    const bare = await makeTestApp();
    const res = await bare.app.request('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
    await bare.handle.close();
  });
});

describe('static files', () => {
  it('serves hashed assets immutable and compressed', async () => {
    const res = await t.app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves sw.js with no-cache and refuses path traversal', async () => {
    const sw = await t.app.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // A file beside the dist folder must never be reachable through it.
    const secret = `secret-${process.pid}.txt`;
    writeFileSync(join(t.distDir, '..', secret), 'TOP-SECRET');
    onTestFinished(() => rmSync(join(t.distDir, '..', secret)));
    for (const path of [
      `/..%2f${secret}`,
      `/assets/..%2f..%2f${secret}`,
      `/%2e%2e/${secret}`,
      `/assets/%2e%2e%2f%2e%2e%2f${secret}`,
    ]) {
      const sneaky = await t.app.request(path);
      expect(await sneaky.text(), path).not.toContain('TOP-SECRET');
    }
  });

  it('serves robots.txt and a sitemap in both languages', async () => {
    const robots = await t.app.request('http://localhost/robots.txt');
    expect(await robots.text()).toContain('Sitemap: http://localhost/sitemap.xml');
    const res = await t.app.request('http://localhost/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemap = await res.text();
    const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const paths = [
      ...t.shop.products.map((p) => `/product/${p.slug}`),
      ...t.shop.collections.map((c) => `/collection/${c.slug}`),
      ...t.shop.pages.map((p) => `/page/${p.slug}`),
      ...t.shop.events.map((e) => `/event/${e.slug}`),
    ];
    for (const path of paths) {
      expect(locs.has(`http://localhost${path}`), path).toBe(true);
      expect(locs.has(`http://localhost/en${path}`), path).toBe(true);
    }
    expect(locs.size).toBe(sitemap.match(/<url>/g)?.length);
    // Every entry names both languages as alternates.
    for (const entry of sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
      expect(entry).toMatch(
        /<xhtml:link rel="alternate" hreflang="vi" href="http:\/\/localhost\/[^"]*"\/>/,
      );
      expect(entry).toMatch(
        /<xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost\/en[^"]*"\/>/,
      );
    }
  });
});
