/** The server-filled head (canonical, hreflang, JSON-LD, preloads), the sitemap and true 404s. */
import { expect, test, type APIRequestContext, type Page } from './support/test';

async function firstProduct(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const res = await (
    await request.get('/api/catalog/collections/?per_page=1&sort=featured')
  ).json();
  return { slug: res.data.items[0].slug as string, name: res.data.items[0].name as string };
}

const href = (page: Page, selector: string) => page.locator(selector).first().getAttribute('href');

/** The LCP preload must name the same files and sizes as the eager <img>'s AVIF source, or it is wasted. */
async function expectImagePreloadMatches(page: Page) {
  const lcp = page.locator('img[fetchpriority="high"]').first();
  await expect(lcp).toBeVisible(FIRST_RENDER);
  const avif = lcp.locator('xpath=ancestor::picture[1]/source[@type="image/avif"]');
  const image = page.locator('link[rel="preload"][as="image"]');
  expect(await image.getAttribute('imagesrcset')).toBe(await avif.getAttribute('srcset'));
  expect(await image.getAttribute('imagesizes')).toBe(await avif.getAttribute('sizes'));
}

// Direct links as a first visit: no service worker answering navigations from its cache.
test.use({ serviceWorkers: 'block' });
// The first render of a cold page can be slow on a busy machine; nothing here waits on a timer.
test.describe.configure({ timeout: 90_000 });
const FIRST_RENDER = { timeout: 30_000 };

test.describe('search engines and sharing', () => {
  test('a product head carries canonical, hreflang and valid JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    const { slug } = await firstProduct(request);
    const response = await page.goto(`/en/product/${slug}`);
    expect(response?.status()).toBe(200);
    expect(await href(page, 'link[rel="canonical"]')).toBe(`${baseURL}/en/product/${slug}`);
    expect(await href(page, 'link[rel="alternate"][hreflang="vi"]')).toBe(
      `${baseURL}/product/${slug}`,
    );
    expect(await href(page, 'link[rel="alternate"][hreflang="en"]')).toBe(
      `${baseURL}/en/product/${slug}`,
    );
    expect(await href(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe(
      `${baseURL}/product/${slug}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${baseURL}/images/`),
    );

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = data.find((d) => d['@type'] === 'Product') as
      | { name: string; offers: { price: string; priceCurrency: string; availability: string } }
      | undefined;
    expect(product).toBeDefined();
    expect(product!.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(product!.offers.priceCurrency).toBe('USD');
    expect(product!.offers.availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/,
    );
    const api = await (await request.get(`/api/catalog/products/${slug}?lang=en`)).json();
    expect(product!.name).toBe(api.data.name);
    expect(Number(product!.offers.price) * 100).toBeCloseTo(api.data.price);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number }[];
    };
    expect(crumbs.itemListElement.map((i) => i.position)).toEqual(
      crumbs.itemListElement.map((_, i) => i + 1),
    );
  });

  test('the canonical drops unknown parameters and keeps sort', async ({ page, baseURL }) => {
    await page.goto(
      '/collection/women?utm_source=newsletter&sort=price_asc&fbclid=abc&per_page=48',
    );
    expect(await href(page, 'link[rel="canonical"]')).toBe(
      `${baseURL}/collection/women?sort=price_asc`,
    );
    expect(await href(page, 'link[rel="alternate"][hreflang="en"]')).toBe(
      `${baseURL}/en/collection/women?sort=price_asc`,
    );
  });

  test('a product page preloads its picture, and its data comes with it', async ({
    page,
    request,
  }) => {
    const { slug } = await firstProduct(request);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/catalog/products/')) apiCalls.push(r.url());
    });
    await page.goto(`/product/${slug}`);
    await expectImagePreloadMatches(page);
    // Rendered by the server: the answer is in the page, so nothing preloads or reads it again.
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
  });

  test('home and event pages preload their banner, a collection its first card, as the <img> asks for it', async ({
    page,
  }) => {
    for (const path of ['/', '/en/event/summer-sale', '/collection/women', '/en/collection']) {
      await page.goto(path);
      await expectImagePreloadMatches(page);
    }
  });

  test('a collection comes with its listing, read by the server, not preloaded', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/catalog/collections/women') calls.push(url.pathname + url.search);
    });
    await page.goto('/collection/women');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_RENDER);
    await expect(page.locator('link[rel="preload"][as="fetch"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('the sitemap is XML listing both languages with alternates', async ({
    page,
    request,
    baseURL,
  }) => {
    const { slug } = await firstProduct(request);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    await page.goto('/');
    const summary = await page.evaluate(async () => {
      const text = await (await fetch('/sitemap.xml')).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        locs: Array.from(doc.getElementsByTagName('loc')).map((l) => l.textContent ?? ''),
        urlsWithBothAlternates: Array.from(doc.getElementsByTagName('url')).filter((u) => {
          const langs = Array.from(u.getElementsByTagNameNS(XHTML, 'link')).map((l) =>
            l.getAttribute('hreflang'),
          );
          return langs.includes('vi') && langs.includes('en');
        }).length,
        urls: doc.getElementsByTagName('url').length,
      };
    });
    expect(summary.errors).toBe(0);
    expect(summary.root).toBe('urlset');
    expect(summary.locs).toContain(`${baseURL}/product/${slug}`);
    expect(summary.locs).toContain(`${baseURL}/en/product/${slug}`);
    for (const path of ['/collection/women', '/page/shipping', '/event/summer-sale']) {
      expect(summary.locs).toContain(`${baseURL}${path}`);
      expect(summary.locs).toContain(`${baseURL}/en${path}`);
    }
    expect(summary.urls).toBeGreaterThan(300);
    expect(summary.urlsWithBothAlternates).toBe(summary.urls);
  });

  test('unknown slugs answer 404 by direct link', async ({ page }) => {
    for (const path of [
      '/product/no-such-thing',
      '/collection/no-such-thing',
      '/en/page/no-such-thing',
      '/event/no-such-thing',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
      const heading = path.startsWith('/en/') ? 'Page not found' : 'Không tìm thấy trang';
      await expect(page.getByRole('heading', { name: heading }), path).toBeVisible(FIRST_RENDER);
    }
  });
});
