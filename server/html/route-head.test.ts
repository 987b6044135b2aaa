/** What the head says per route: share cards, JSON-LD, availability, preloads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type TestContext } from '../test/test-app';
import { LCP_SIZES } from './lcp';
import { escape, fetchPage, jsonLdOf, makeHtmlTestApp, metaOf, titleOf } from './test-page';

let t: TestContext;
beforeAll(async () => {
  t = await makeHtmlTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const page = (path: string) => fetchPage(t, path);

describe('route heads', () => {
  it('describes a product for search engines and share cards', async () => {
    const product = t.shop.products.find(
      (p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 5),
    )!;
    const { html } = await page(`/product/${product.slug}?utm_source=mail`);
    const url = `http://localhost/product/${product.slug}`;
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(escape(product.name.vi));
    expect(metaOf(html, 'og:locale')).toBe('vi_VN');
    expect(metaOf(html, 'og:url')).toBe(url);
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/localhost\/images\/.+-960\.webp$/);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    const [ld, crumbs] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name.vi,
      url,
      brand: { name: expect.any(String) },
    });
    expect(ld!.sku).toEqual(expect.any(String));
    expect(ld!.offers).toMatchObject({
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    const items = crumbs!.itemListElement as { position: number; name: string; item?: string }[];
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Trang chủ',
      item: 'http://localhost/',
    });
    expect(items.at(-1)).toEqual({
      '@type': 'ListItem',
      position: items.length,
      name: product.name.vi,
    });
    expect(items.length).toBeGreaterThan(2);
  });

  it('marks availability from the stock: limited when low, out when none is left', async () => {
    const stockOf = (p: (typeof t.shop.products)[number]) =>
      p.variants.reduce((n, v) => n + v.stock, 0);
    const out = t.shop.products.find((p) => stockOf(p) === 0);
    const low = t.shop.products.find((p) => stockOf(p) > 0 && stockOf(p) <= 5);
    for (const [p, want] of [
      [out, 'OutOfStock'],
      [low, 'LimitedAvailability'],
    ] as const) {
      expect(p, want).toBeDefined();
      const [ld] = jsonLdOf((await page(`/en/product/${p!.slug}`)).html);
      expect((ld!.offers as { availability: string }).availability, p!.slug).toBe(
        `https://schema.org/${want}`,
      );
    }
  });

  it('preloads the LCP image with the srcset and sizes its <img> uses', async () => {
    const product = t.shop.products[0]!;
    const { html } = await page(`/product/${product.slug}`);
    const preload =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
        html,
      );
    expect(preload?.[1]).toMatch(
      /^\/images\/\S+-320\.avif 320w, \S+-640\.avif 640w, \S+-960\.avif 960w$/,
    );
    expect(preload?.[2]).toBe('(min-width: 1024px) 35rem, 100vw');
    const home = await page('/en');
    expect(home.html).toContain('imagesizes="(min-width: 768px) 50vw, 100vw"');
    expect(home.html).toContain('href="/api/catalog/home?lang=en"');
    expect(metaOf(home.html, 'og:locale')).toBe('en_US');
  });

  it('preloads only the smallest LCP picture when the shopper saves data', async () => {
    const product = t.shop.products[0]!;
    const saving = await fetchPage(t, `/product/${product.slug}`, { 'Save-Data': 'on' });
    expect(saving.html).toMatch(/imagesrcset="\/images\/\S+-320\.avif 320w"/);
    expect(saving.headers.get('Vary')).toContain('Save-Data');
  });

  it('fills content pages and events, with Event data', async () => {
    const pageHtml = (await page('/en/page/shipping')).html;
    expect(titleOf(pageHtml)).toMatch(/^Shipping \| /);
    expect(pageHtml).toContain('href="/api/content/pages/shipping?lang=en"');
    expect(metaOf(pageHtml, 'og:type')).toBe('article');
    const ev = t.shop.events[0]!;
    const evHtml = (await page(`/event/${ev.slug}`)).html;
    expect(titleOf(evHtml)).toBe(`${escape(ev.title.vi)} | ${titleOf(evHtml)!.split(' | ').pop()}`);
    expect(evHtml).toContain(`href="/api/content/events/${ev.slug}?lang=vi"`);
    expect(jsonLdOf(evHtml)[0]).toMatchObject({
      '@type': 'Event',
      name: ev.title.vi,
      location: { name: ev.location.vi },
    });
  });

  it('preloads the listing call of a bare collection URL only', async () => {
    expect((await page('/collection/women')).html).toContain(
      'href="/api/catalog/collections/women?lang=vi&amp;sort=featured&amp;page=1"',
    );
    expect((await page('/en/collection')).html).toContain(
      'href="/api/catalog/collections/?lang=en&amp;sort=featured&amp;page=1"',
    );
    expect((await page('/collection/women?sort=newest')).html).not.toContain('as="fetch"');
  });

  it("preloads a bare collection's first card picture as the card asks for it, in both languages", async () => {
    for (const [path, api] of [
      ['/collection/women', '/api/catalog/collections/women?lang=vi&sort=featured&page=1'],
      ['/en/collection', '/api/catalog/collections/?lang=en&sort=featured&page=1'],
    ] as const) {
      const first = (await getJson(t.app, api)).body.data.items[0];
      const avif = (first.image.srcset as { url: string; width: number; type: string }[])
        .filter((s) => s.type === 'image/avif')
        .map((s) => `${s.url} ${s.width}w`)
        .join(', ');
      const { html } = await page(path);
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
      expect(preload, path).toContain(`imagesrcset="${avif}"`);
      expect(preload, path).toContain(`imagesizes="${LCP_SIZES.card}"`);
      expect(preload, path).toContain('fetchpriority="high"');
    }
    // A filtered URL's first card is the app's own reading: nothing is guessed.
    expect((await page('/collection/women?color=RED')).html).not.toContain('as="image"');
  });
});
