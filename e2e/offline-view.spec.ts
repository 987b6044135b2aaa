/**
 * Offline (issue 5): the indicator, the offline view of a product never seen (with the recently viewed
 * one, the cart and the wishlist on offer, never a browser error), coming back online on its own, and
 * Save-Data pictures. Each test has a fresh context, so a fresh worker and empty caches.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForServiceWorker } from './support/service-worker';
import { prefix, t, type Lang } from './support/messages';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Two products in `lang` (read through the API, never written): one to see, one never seen. */
async function twoProducts(request: APIRequestContext, lang: Lang) {
  const items = (await (await request.get('/api/catalog/collections/?per_page=2')).json()).data
    .items;
  const read = async (slug: string, l: Lang = lang) =>
    (await (await request.get(`/api/catalog/products/${slug}?lang=${l}`)).json()).data as {
      slug: string;
      name: string;
    };
  const other = lang === 'vi' ? 'en' : 'vi';
  return {
    seen: await read(items[0].slug),
    /** The seen product in the other language, which this test never opens online. */
    seenOther: { lang: other, ...(await read(items[0].slug, other)) } as const,
    unseen: await read(items[1].slug),
  };
}

/** Set E2E_SHOTS=dir to keep screenshots of the offline view at a phone's and a laptop's size. */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png` });
  }
}

for (const lang of ['vi', 'en'] as const) {
  test(`offline (${lang}): the indicator, the offline view of an unseen product, and back online`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { seen, seenOther, unseen } = await twoProducts(request, lang);
    await page.goto(`${prefix(lang)}/`);
    await waitForServiceWorker(page);
    await page.goto(`${prefix(lang)}/product/${seen.slug}`);
    // A cold server draws pictures on demand and shares two cores: the first reads can be slow.
    await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible({
      timeout: 30_000,
    });

    // The app lists the viewed product to keep (KEEP_OFFLINE) and the worker fetches it in both
    // languages: the other language's read appears though this page never asked for it.
    const keptOther = `/api/catalog/products/${seen.slug}?lang=${seenOther.lang}`;
    await expect
      .poll(() => page.evaluate((url) => caches.match(url).then(Boolean), keptOther), {
        timeout: 30_000,
      })
      .toBe(true);

    const indicator = page.getByRole('status').filter({ hasText: t(lang, 'offline.indicator') });
    await expect(indicator).toHaveCount(0);
    await context.setOffline(true);
    await expect(indicator).toBeVisible();

    // A navigation, answered by the worker's shell: the product's read fails and the offline view stands in.
    await page.goto(`${prefix(lang)}/product/${unseen.slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'offline.view.title') }),
    ).toBeVisible();
    await expect(indicator).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t(lang, 'offline.view.cart') })).toHaveAttribute(
      'href',
      `${prefix(lang)}/cart`,
    );
    await expect(
      page.getByRole('link', { name: t(lang, 'offline.view.wishlist') }),
    ).toHaveAttribute('href', `${prefix(lang)}/wishlist`);
    const recent = page.getByRole('region', { name: t(lang, 'offline.view.recent') });
    await expect(recent.getByRole('heading', { level: 3, name: seen.name })).toBeVisible();
    // Its picture is on the device (a kept file, or another width of it): painted, not broken.
    const picture = recent.getByRole('img').first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shoot(page, `offline-view-${lang}`);

    await context.setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: t(lang, 'offline.back') }),
    ).toBeVisible();
    // No click on Retry: the page loads by itself.
    await expect(page.getByRole('heading', { level: 1, name: unseen.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(indicator).toHaveCount(0);

    // Kept offline in the other language too: it opens with no network though never opened online.
    await context.setOffline(true);
    await page.goto(`${prefix(seenOther.lang)}/product/${seen.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: seenOther.name })).toBeVisible();
    await context.setOffline(false);
  });
}

test.describe('pictures on Save-Data', () => {
  // A 3x phone: without Save-Data its cards ask for wider than 320 px files.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  async function picturesRequested(page: Page): Promise<string[]> {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/images/')) urls.push(new URL(r.url()).pathname);
    });
    // The listing: the server preloads its first card's picture (smallest width only with Save-Data),
    // then every request comes from the app's <img>.
    await page.goto('/en/collection/');
    const cards = page.locator('.product-grid img');
    // The first listing read of a cold server can be slow: the pictures are drawn on demand.
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() =>
        cards.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // Then a product page, opened in the app (a server navigation would preload its picture).
    await page.locator('.product-grid a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => urls.length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    return urls;
  }

  test.beforeEach(() => test.setTimeout(90_000));

  test('without it, a 3x phone asks for wider pictures', async ({ page }) => {
    const urls = await picturesRequested(page);
    expect(urls.some((u) => !/-320\.(avif|webp)$/.test(u))).toBe(true);
  });

  test('with Save-Data, only the 320 w pictures are requested', async ({ page }) => {
    // As Chromium with data saver on: the header (the server renders the page by it) and the API.
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({
          saveData: true,
          effectiveType: '4g',
          addEventListener() {},
          removeEventListener() {},
        }),
      });
    });
    const urls = await picturesRequested(page);
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.filter((u) => !/-320\.(avif|webp)$/.test(u))).toEqual([]);
  });
});
