/**
 * Issue 5: when the worker's revalidation brings a different answer, the open screen refreshes itself
 * quietly. The shared e2e server's data must not change, so the "new price" is the real product answer
 * with its prices changed, served by `context.route` (which in Chromium also routes the requests the
 * service worker makes) with its own ETag, as a changed answer from the server would carry.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from './support/test';
import { waitForServiceWorker } from './support/service-worker';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface ProductBody {
  data: {
    slug: string;
    name: string;
    price: number;
    compare_at_price: number | null;
    variants: { price: number }[];
  };
}

/** Not a demo price (those stay well under $900), so its digits cannot be on the page already. */
const NEW_PRICE = 98_765;

/** A product shown at one price whatever variant is chosen, and not on sale: one price text on the page. */
async function pickProduct(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/catalog/collections/?per_page=24')).json()) as {
    data: { items: { slug: string; compare_at_price: number | null }[] };
  };
  for (const item of list.data.items.filter((i) => i.compare_at_price === null)) {
    const { data } = (await (
      await request.get(`/api/catalog/products/${item.slug}?lang=en`)
    ).json()) as ProductBody;
    if (data.variants.every((v) => v.price === data.price)) return data.slug;
  }
  throw new Error('no single-price product in the first page of the catalog');
}

/** Formats cents as the app does (react-intl's formatNumber is Intl.NumberFormat for the page's language). */
function money(page: Page, lang: string, cents: number): Promise<string> {
  return page.evaluate(
    ([l, c]) =>
      new Intl.NumberFormat(l as string, { style: 'currency', currency: 'USD' }).format(
        (c as number) / 100,
      ),
    [lang, cents],
  );
}

/** Answers the product read with the real answer at NEW_PRICE, and an ETag of its own: "the server changed". */
async function serveNewPrice(
  context: BrowserContext,
  request: APIRequestContext,
  apiPath: string,
  gate?: Promise<void>,
) {
  const hits: string[] = [];
  await context.route(
    (url) => `${url.pathname}${url.search}` === apiPath,
    async (route: Route) => {
      hits.push(route.request().serviceWorker() ? 'worker' : 'page');
      await gate;
      // The real answer from the server, unconditionally (the browser's own request may carry If-None-Match).
      const real = (await (await request.get(apiPath)).json()) as ProductBody;
      const data = {
        ...real.data,
        price: NEW_PRICE,
        variants: real.data.variants.map((v) => ({ ...v, price: NEW_PRICE })),
      };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {
          etag: `W/"e2e-new-price-${NEW_PRICE}"`,
          'cache-control': 'public, max-age=0, must-revalidate',
        },
        body: JSON.stringify({ data }),
      });
    },
  );
  return hits;
}

/** Opens the product with the worker in control, so its read went through (and into) the worker's cache. */
async function openCached(page: Page, path: string, name: string) {
  await page.goto(path);
  await waitForServiceWorker(page);
  await page.reload();
  // A first start of the e2e server is still drawing pictures, and six runs share two cores.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['vi', 'en'] as const) {
  test.describe(`quiet refresh (${lang})`, () => {
    // Installing the worker, then a reload; on a first CI start the server is still drawing pictures.
    test.describe.configure({ timeout: 90_000 });

    test('coming back online, the product page shows the new price without a reload', async ({
      page,
      context,
      request,
    }) => {
      const slug = await pickProduct(request);
      const apiPath = `/api/catalog/products/${slug}?lang=${lang}`;
      const real = (await (await request.get(apiPath)).json()) as ProductBody;
      await openCached(page, `${lang === 'en' ? '/en' : ''}/product/${slug}`, real.data.name);
      const product = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 1 }) });
      const oldPrice = await money(page, lang, real.data.price);
      const newPrice = await money(page, lang, NEW_PRICE);
      await expect(product.getByText(oldPrice, { exact: true })).toBeVisible();
      // Survives only if the page is never reloaded.
      await page.evaluate(
        () =>
          ((window as unknown as { quietRefreshMarker: string }).quietRefreshMarker = 'same page'),
      );

      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      const hits = await serveNewPrice(context, request, apiPath);

      const backOnline = Date.now();
      await context.setOffline(false);
      await expect(product.getByText(newPrice, { exact: true })).toBeVisible({ timeout: 15_000 });
      const seconds = (Date.now() - backOnline) / 1000;
      test
        .info()
        .annotations.push({ type: 'online → new price', description: `${seconds.toFixed(2)} s` });
      console.log(`[quiet-refresh ${lang}] online → new price: ${seconds.toFixed(2)} s`);
      await expect(product.getByText(oldPrice, { exact: true })).toHaveCount(0);
      expect(
        await page.evaluate(
          () => (window as unknown as { quietRefreshMarker?: string }).quietRefreshMarker,
        ),
      ).toBe('same page');
      // The new answer came through the worker's revalidation, not a request of the page's own.
      expect(hits).toContain('worker');
      expect(hits).not.toContain('page');
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('a visit answered from a stale cached copy turns to the new price once revalidated', async ({
      page,
      context,
      request,
    }) => {
      const slug = await pickProduct(request);
      const apiPath = `/api/catalog/products/${slug}?lang=${lang}`;
      const real = (await (await request.get(apiPath)).json()) as ProductBody;
      await openCached(page, `${lang === 'en' ? '/en' : ''}/product/${slug}`, real.data.name);
      const oldPrice = await money(page, lang, real.data.price);
      const newPrice = await money(page, lang, NEW_PRICE);

      // The server's answer is held until the page has shown the cached (old) one: no race to win.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await serveNewPrice(context, request, apiPath, gate);
      await page.reload();
      const product = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(product.getByText(oldPrice, { exact: true })).toBeVisible();
      await page.evaluate(
        () =>
          ((window as unknown as { quietRefreshMarker: string }).quietRefreshMarker = 'same page'),
      );
      release();
      await expect(product.getByText(newPrice, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(product.getByText(oldPrice, { exact: true })).toHaveCount(0);
      expect(
        await page.evaluate(
          () => (window as unknown as { quietRefreshMarker?: string }).quietRefreshMarker,
        ),
      ).toBe('same page');
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
}
