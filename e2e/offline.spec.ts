/**
 * Offline (issue 5): after one visit the home, a seen collection, a seen product with its pictures, the
 * cart and the wishlist open with no network, in both languages, and the language switches offline.
 * Kept offline: products named by KEEP_OFFLINE (recently viewed, wishlisted) open offline never seen.
 * Reads the demo shop through the API; the only writes are to this browser's own IndexedDB.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';
import type { KeepOfflineMessage } from '../contract/sw-messages';
import { KEEP_OFFLINE_CACHE } from '../sw/routes/keep-offline-rule';
import { waitForServiceWorker } from './support/service-worker';
import { prefix, t, type Lang } from './support/messages';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Six builds and e2e runs share two cores: a screen may take well over the default 10 s to render.
const expect = baseExpect.configure({ timeout: 30_000 });

const LANGS: Lang[] = ['vi', 'en'];
const switchTo = (lang: Lang) =>
  t(lang, 'nav.switchLanguage').replace('{language}', lang === 'vi' ? 'English' : 'Tiếng Việt');
const either = (names: Record<Lang, string>) =>
  new RegExp(
    `${names.vi.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${names.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

interface Pick {
  slug: string;
  name: Record<Lang, string>;
  variantId: string;
  image: string;
}

async function productOf(request: APIRequestContext, slug: string): Promise<Pick> {
  const read = async (lang: Lang) =>
    (await (await request.get(`/api/catalog/products/${slug}?lang=${lang}`)).json()).data;
  const [vi, en] = [await read('vi'), await read('en')];
  return {
    slug,
    name: { vi: vi.name, en: en.name },
    variantId: vi.variants[0].id,
    image: vi.image.url,
  };
}

/** A product whose only variant is in stock, so 'Add to cart' on its page needs no choice. */
async function singleVariantProduct(request: APIRequestContext): Promise<Pick> {
  const list = await (
    await request.get('/api/catalog/collections/?per_page=100&in_stock=1&category=bags')
  ).json();
  for (const { slug } of list.data.items as { slug: string }[]) {
    const p = (await (await request.get(`/api/catalog/products/${slug}`)).json()).data;
    if (p.variants.length === 1 && p.variants[0].stock > 5) return productOf(request, slug);
  }
  throw new Error('the demo shop has no single-variant product in stock');
}

/** The product page's first gallery picture is decoded (not a broken image). */
async function expectGalleryImage(page: Page): Promise<void> {
  const img = page.getByRole('main').locator('.pdp-gallery img').first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

async function expectProduct(page: Page, name: string, price?: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (price)
    await expect(page.getByRole('main').locator('.product__price').first()).toHaveText(price);
  await expectGalleryImage(page);
}

/** Paths and queries in a cache (page side: window.caches is the worker's storage too). */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname + new URL(r.url).search).sort();
  }, cacheName);
}

/** Entries in the runtime caches (not the precache, not kept-offline) whose path contains `part`. */
function runtimeCached(page: Page, part: string, drop = false): Promise<string[]> {
  return page.evaluate(
    async ({ part, kept, drop }) => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        if (name === kept || name.startsWith('workbox-precache')) continue;
        const cache = await caches.open(name);
        for (const r of await cache.keys()) {
          if (!r.url.includes(part)) continue;
          found.push(r.url);
          if (drop) await cache.delete(r);
        }
      }
      return found;
    },
    { part, kept: KEEP_OFFLINE_CACHE, drop },
  );
}

/** Navigation start to the product's first picture painted (LCP) and decoded, in this page. */
async function imageTiming(
  page: Page,
): Promise<{ lcp: number | null; decoded: number; src: string }> {
  return page.evaluate(async () => {
    const img = document.querySelector<HTMLImageElement>('.pdp-gallery img')!;
    await img.decode().catch(() => undefined);
    const decoded = performance.now(); // an upper bound: when this check ran, the picture was decoded
    const lcp = await new Promise<number | null>((resolve) => {
      setTimeout(() => resolve(null), 1000);
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        const own = entries.filter((e) => e.element?.closest('.pdp-gallery')).pop();
        if (own) resolve(own.startTime); // earlier callbacks may name the logo or the offline pill
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    return { lcp, decoded: Math.round(decoded), src: new URL(img.currentSrc).pathname };
  });
}

for (const lang of LANGS) {
  const other: Lang = lang === 'vi' ? 'en' : 'vi';
  test(`after one visit, the home, a seen collection and product, the cart and the wishlist open offline (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    // Promise checked: what was SEEN online opens offline (runtime caches); the product is also seen
    // in the other language online, so the offline language switch relies on the cache, not on H4's list.
    test.setTimeout(240_000);
    const pick = await singleVariantProduct(request);
    const main = page.getByRole('main');
    const firstCard = main.locator('.product-card__name').first();
    await page.goto(`${prefix(other)}/product/${pick.slug}`);
    await waitForServiceWorker(page);
    await page.reload(); // now through the worker, so the other language's read is cached
    await expect(page.getByRole('heading', { level: 1, name: pick.name[other] })).toBeVisible();

    await page.goto(`${prefix(lang)}/`);
    await expect(firstCard).toBeVisible();
    const home = (await firstCard.textContent())!;
    await page.goto(`${prefix(lang)}/collection/women`);
    await expect(firstCard).toBeVisible();
    const collection = (await firstCard.textContent())!;
    await page.goto(`${prefix(lang)}/product/${pick.slug}`);
    await expectProduct(page, pick.name[lang]);
    const price = (await main.locator('.product__price').first().textContent())!;
    await page.getByRole('button', { name: t(lang, 'cart.add') }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(t(lang, 'cart.title')) });
    await expect(drawer.getByRole('link', { name: pick.name[lang] })).toBeVisible();
    await page.keyboard.press('Escape');
    await main
      .getByRole('button', { name: t(lang, 'wishlist.add') })
      .first()
      .click();
    await expect(
      main.getByRole('button', { name: t(lang, 'wishlist.remove') }).first(),
    ).toBeVisible();

    await context.setOffline(true);
    await page.goto(`${prefix(lang)}/`);
    await expect(main.getByText(home).first()).toBeVisible();
    await page.goto(`${prefix(lang)}/collection/women`);
    await expect(main.getByText(collection).first()).toBeVisible();
    await page.goto(`${prefix(lang)}/product/${pick.slug}`);
    await expectProduct(page, pick.name[lang], price);
    const timing = await imageTiming(page);
    console.log(
      `offline ${lang} product page, navigation to first picture: LCP ${timing.lcp?.toFixed(0) ?? 'n/a'} ms, decoded by ${timing.decoded} ms (${timing.src})`,
    );
    // The header's switcher, offline: the same product in the other language.
    await page
      .getByRole('banner')
      .getByRole('link', { name: switchTo(lang) })
      .click();
    await expect(page).toHaveURL(`${prefix(other)}/product/${pick.slug}`);
    await expectProduct(page, pick.name[other]);
    await page.goto(`${prefix(lang)}/cart`);
    await expect(page.locator(`.cart-line[data-variant-id="${pick.variantId}"]`)).toContainText(
      either(pick.name),
    );
    await page.goto(`${prefix(lang)}/wishlist`);
    await expect(main.getByRole('heading', { name: either(pick.name) })).toBeVisible();
    await context.setOffline(false);
  });
}

test('the worker keeps what KEEP_OFFLINE names, only that, and answers from it when nothing else can', async ({
  page,
  context,
  request,
}) => {
  // Promise checked: the worker side of the protocol, without the app. Everything runs on a file page
  // the worker controls but the app does not run on: the app would send its own set (from its own lists,
  // empty here), which rightly replaces this test's.
  test.setTimeout(150_000);
  const list = (await (await request.get('/api/catalog/collections/?per_page=12')).json()).data
    .items;
  const [kept, dropped] = [
    await productOf(request, list[10].slug),
    await productOf(request, list[11].slug),
  ];
  const reads = (p: Pick) => [
    `/api/catalog/products/${p.slug}?lang=vi`,
    `/api/catalog/products/${p.slug}?lang=en`,
  ];
  const urlsOf = (p: Pick) => [...reads(p), p.image];
  const post = (urls: string[]) =>
    page.evaluate((message) => navigator.serviceWorker.controller!.postMessage(message), {
      type: 'KEEP_OFFLINE',
      urls,
    } satisfies KeepOfflineMessage);
  /** The product name the worker answers with, or null when the read fails. */
  const nameRead = (path: string) =>
    page.evaluate(
      (p) =>
        fetch(p).then(
          async (r) => (r.ok ? ((await r.json()).data.name as string) : null),
          () => null,
        ),
      path,
    );
  /** The natural width of a picture as the page decodes it, or 0 when it does not load. */
  const decodedWidth = (src: string) =>
    page.evaluate(async (s) => {
      const img = new Image();
      img.src = s;
      return img.decode().then(
        () => img.naturalWidth,
        () => 0,
      );
    }, src);

  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/robots.txt');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Junk is ignored: other origins, other APIs, non-strings.
  await post([
    ...urlsOf(dropped),
    ...urlsOf(kept),
    'https://example.com/images/x-640.webp',
    '/api/account/cart',
  ]);
  await expect
    .poll(() => cachedPaths(page, KEEP_OFFLINE_CACHE))
    .toEqual([...urlsOf(dropped), ...urlsOf(kept)].sort());
  await post(urlsOf(kept)); // each message replaces the set
  await expect.poll(() => cachedPaths(page, KEEP_OFFLINE_CACHE)).toEqual(urlsOf(kept).sort());
  const keyOf = (image: string) => image.replace(/^\/images\//, '').replace(/-\d+\.\w+$/, '');
  const unseen = list[9].image.url as string;
  // Pictures the home page showed would blur what each check below proves: start from none of them.
  for (const image of [kept.image, dropped.image, unseen])
    await runtimeCached(page, keyOf(image), true);
  // The dropped product's 320 w card picture, seen online, lands in the runtime picture cache.
  expect(await decodedWidth(dropped.image.replace(/-640\.webp$/, '-320.webp'))).toBe(320);

  // The kept product's read is not in the runtime cache either: offline, only kept-offline can answer.
  await runtimeCached(page, `/products/${kept.slug}`, true);
  await context.setOffline(true);
  expect(await nameRead(reads(kept)[0]!)).toBe(kept.name.vi);
  expect(await nameRead(reads(kept)[1]!)).toBe(kept.name.en);
  expect(await nameRead(reads(dropped)[0]!)).toBeNull(); // left out by the second message
  // A gallery's 960 w AVIF, never fetched: the kept 640 w WebP of the same picture answers and decodes.
  expect(await decodedWidth(kept.image.replace(/-640\.webp$/, '-960.avif'))).toBe(640);
  // Same from the runtime cache: the card picture seen in a listing stands in for the product page's.
  expect(await decodedWidth(dropped.image.replace(/-640\.webp$/, '-960.avif'))).toBe(320);
  // Another picture never seen stays a failure (no wrong picture is shown).
  expect(await decodedWidth(unseen.replace(/-640\.webp$/, '-960.avif'))).toBe(0);
  await context.setOffline(false);
});

test('a wishlisted product never opened online opens offline with its data and picture, in both languages', async ({
  page,
  context,
}) => {
  // Promise checked: the app names wishlisted products in KEEP_OFFLINE (both languages and first picture).
  test.setTimeout(150_000);
  await page.goto('/collection/women');
  await waitForServiceWorker(page);
  await page.reload();
  const card = page.getByRole('main').locator('.product-card').nth(2);
  const href = (await card.getByRole('link').first().getAttribute('href'))!;
  const slug = href.replace(/^.*\/product\//, '');
  const name = (await card.locator('.product-card__name').textContent())!;
  expect(await runtimeCached(page, `/products/${slug}`)).toEqual([]);
  await card.getByRole('button', { name: t('vi', 'wishlist.add') }).click();
  await expect(card.getByRole('button', { name: t('vi', 'wishlist.remove') })).toBeVisible();
  await expect
    .poll(() => cachedPaths(page, KEEP_OFFLINE_CACHE), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        `/api/catalog/products/${slug}?lang=vi`,
        `/api/catalog/products/${slug}?lang=en`,
      ]),
    );

  await context.setOffline(true);
  await page.goto(`/product/${slug}`);
  await expectProduct(page, name);
  await page
    .getByRole('banner')
    .getByRole('link', { name: switchTo('vi') })
    .click();
  await expect(page).toHaveURL(`/en/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectGalleryImage(page);
  await context.setOffline(false);
});
