/**
 * Kept offline at once (issue 38, docs/decisions/028, 039, 040 and 042): a first visit's
 * server-rendered page, whose data came inside its HTML, opens offline as soon as the service worker
 * controls it. Nothing is waited for but what a shopper has: the page on screen and the worker in
 * control. Until the shell's code is stored, an offline reload gets the page as the server sent it,
 * kept by the first install; from then on, the shell. Reads the demo shop through the API; the only
 * writes are to this browser's own storage.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';
import { LANGS, prefix, t, type Lang } from './support/messages';
import { waitForServiceWorker } from './support/service-worker';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Builds and other e2e runs share two cores: a screen may take well over the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The worker controls the page: what a first visit waits for before anything can be kept. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** The picture is painted from a real file (not a broken image). */
async function expectDecoded(page: Page, selector: string): Promise<void> {
  const img = page.getByRole('main').locator(selector).first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

async function expectNoOfflineView(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByText(t(lang, 'offline.view.notSaved'))).toHaveCount(0);
}

/** A first visit to the women's collection, until the worker controls it: its first product's name. */
async function seeCollection(page: Page, lang: Lang): Promise<string> {
  const firstName = page.getByRole('main').locator('.product-card__name').first();
  await page.goto(`${prefix(lang)}/collection/women`);
  await expect(firstName).toBeVisible();
  const name = (await firstName.textContent())!;
  await controlled(page);
  return name;
}

/**
 * The page is styled: its own stylesheets (inline on a server's page) apply, and every stylesheet it
 * links has loaded (a failed one leaves the page unstyled, with no error).
 */
async function expectStyled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('.site-header');
        const links = Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
        );
        return (
          header !== null &&
          getComputedStyle(header).position === 'sticky' &&
          // A server's page names its inlined stylesheets in disabled links, for the app's loader.
          links.every((link) => link.disabled || link.sheet !== null)
        );
      }),
    )
    .toBe(true);
}

/** The URLs of the pages the first install kept (sw/routes/page-html.ts). */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await caches.has('page-html'))
      ? (await (await caches.open('page-html')).keys()).map((r) => new URL(r.url).pathname)
      : [],
  );
}

/** A product of the collection, with its name in `lang`. */
async function productOf(request: APIRequestContext, lang: Lang) {
  const list = await (await request.get(`/api/catalog/collections/women?lang=${lang}`)).json();
  const { slug, name } = list.data.items[0] as { slug: string; name: string };
  return { slug, name };
}

for (const lang of LANGS) {
  test(`a product page seen once opens offline as soon as the worker controls it (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const product = await productOf(request, lang);
    const main = page.getByRole('main');
    await page.goto(`${prefix(lang)}/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const price = (await main.locator('.product__price').first().textContent())!;
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.locator('.product__price').first()).toHaveText(price);
    await expectDecoded(page, '.pdp-gallery img');
    await expectNoOfflineView(page, lang);
  });

  test(`a collection page seen once opens offline as soon as the worker controls it (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const main = page.getByRole('main');
    const name = await seeCollection(page, lang);

    await context.setOffline(true);
    await page.reload();
    await expect(main.locator('.product-card__name').first()).toHaveText(name);
    await expectDecoded(page, '.product-card img');
    await expectNoOfflineView(page, lang);
  });
}

for (const lang of LANGS) {
  test(`before the shell's fill, a collection seen once opens offline as the server sent it (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // The worker stores the shell's code when the app, ready, asks (decision 040): the PWA manager's
    // part asks, and is held back here. The first install stores none of it (decision 042): it keeps
    // the page, whose code the HTTP cache holds. Blocked by DevTools, not routed: routing would turn
    // the HTTP cache off.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/pwa-manager-*'] });
    const main = page.getByRole('main');
    const name = await seeCollection(page, lang);
    // Kept by the install itself, so from the moment of control, and no fill has run: the home page's
    // code, which this page never loaded, is not stored.
    expect(await keptPages(page)).toEqual([`${prefix(lang)}/collection/women`]);
    const stored = await page.evaluate(async () =>
      (await (await caches.open('shell-code')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(stored.filter((path) => path.includes('/home-page-') && path.endsWith('.js'))).toEqual(
      [],
    );

    await context.setOffline(true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    await expect(main.locator('.product-card__name').first()).toHaveText(name);
    // The server's page, with its data inside, not the shell rendered on the device.
    await expect(page.locator('#server-state')).toHaveCount(1);
    await expectDecoded(page, '.product-card img');
    await expectStyled(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Parts that load after the first paint (the header's search field, from xl) must come too: once
    // the page has asked for everything, nothing failed and the page still stands.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expect(main.locator('.product-card__name').first()).toHaveText(name);
    await expectNoOfflineView(page, lang);
  });
}

/** The worker is active (not yet in control) and its first install has kept the page at `path`. */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null,
        )) === 'activated' && (await keptPages(page)).includes(path),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Blocks URL patterns through a DevTools session (routing would turn the HTTP cache off); `detach`
 * lets them through again and ends the session, so that `setOffline` alone decides what the page's
 * `navigator.onLine` says (a session with the Network domain on would keep saying online).
 */
async function block(page: Page, patterns: string[]) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: patterns });
  return { detach: () => cdp.detach() };
}

for (const lang of LANGS) {
  test(`a page is kept as it is shown, before its app has come, and starts once back online (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    // The app's entry never comes: the page is shown and never ready. The worker registers as the
    // page is shown (decision 043), so its first install keeps the page all the same.
    const path = `${prefix(lang)}/collection/women`;
    const html = await (await request.get(path)).text();
    const entry = /<meta name="app-entry" content="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const blocked = await block(page, [`*${entry}`]);
    const main = page.getByRole('main');
    const firstName = main.locator('.product-card__name').first();
    await page.goto(path);
    await expect(firstName).toBeVisible();
    const name = (await firstName.textContent())!;
    await kept(page, path);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    await blocked.detach();
    await context.setOffline(true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // The page as the server sent it, styled, its picture from the HTTP cache; the app, whose code is
    // not on the device, waits for the network and leaves the page as it is.
    await expect(firstName).toHaveText(name);
    await expect(page.locator('#server-state')).toHaveCount(1);
    await expectStyled(page);
    await expectDecoded(page, '.product-card img');
    await expectNoOfflineView(page, lang);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // Back online, the app comes and the page answers.
    await context.setOffline(false);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(firstName).toHaveText(name);
    expect(errors).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`parts whose code is missing fail alone online and wait for it offline (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    // Wide enough for the header's search field, which loads as the page starts (header-search.tsx).
    await page.setViewportSize({ width: 1280, height: 800 });
    const product = await productOf(request, lang);
    const path = `${prefix(lang)}/product/${product.slug}`;
    // The search field's code and the product's later parts (its breadcrumbs among them) never come
    // online: the page goes on without them, as after a deploy. Offline, nothing of them is on the
    // device, so they wait for the network (lib/when-online.ts) instead of failing.
    // The shell's code, which would bring them, is not stored either (the PWA manager asks for it).
    const blocked = await block(page, [
      '*/assets/live-search-*',
      '*/assets/product-view-parts-*',
      '*/assets/pwa-manager-*',
    ]);
    const heading = page.getByRole('heading', { level: 1, name: product.name });
    const crumbs = page.getByRole('navigation', { name: t(lang, 'product.breadcrumb') });
    const search = page.getByRole('combobox', { name: t(lang, 'search.label') });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const failed = (file: string) =>
      page.waitForEvent('requestfailed', (request) => request.url().includes(file));
    const failedOnline = Promise.all([failed('/live-search-'), failed('/product-view-parts-')]);
    await page.goto(path);
    await failedOnline;
    await kept(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Online, parts whose code is gone fail alone: the page stands without them.
    await expect(heading).toBeVisible();
    await expect(search).toHaveCount(0);
    expect(errors).toEqual([]);

    await blocked.detach();
    await context.setOffline(true);
    const failedOffline = Promise.all([failed('/live-search-'), failed('/product-view-parts-')]);
    await page.reload();
    await failedOffline;
    // A failure would reach the page's error boundary (the whole page replaced) or empty the part's
    // place: give it the time a render takes to show, then check the page is the server's still.
    await page.waitForTimeout(1_500);
    await expect(heading).toBeVisible();
    await expect(crumbs).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(errors).toEqual([]);

    // Back online, they come, and the page is ready.
    await context.setOffline(false);
    await expect(search).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(crumbs).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("once the shell's code is stored, the shell answers offline and the kept page is dropped", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(request, 'en');
  await page.goto(`/en/product/${product.slug}`);
  await waitForServiceWorker(page);
  expect(await keptPages(page)).toEqual([]);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The shell carries no server state: the app rendered the page on the device.
  await expect(page.locator('#server-state')).toHaveCount(0);
  await expectStyled(page);
  await expectNoOfflineView(page, 'en');
});

test('a page whose navigation began as the worker installed is controlled once ready (decision 041)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(request, 'en');
  /** A gate the test opens: route handlers wait on it. */
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  // The worker's install (its precache of index.html) waits until the cart's page has been asked
  // for, and the cart's page comes only once the worker is active: the claim at activation finds no
  // such page yet.
  const install = gate();
  const cart = gate();
  const cartAsked = gate();
  await context.route(/\/index\.html(\?|$)/, async (route) => {
    if (route.request().serviceWorker()) await install.opened;
    await route.continue();
  });
  await page.route(/\/en\/cart$/, async (route) => {
    cartAsked.open();
    await cart.opened;
    await route.continue();
  });
  const worker = context.waitForEvent('serviceworker');
  await page.goto(`/en/product/${product.slug}`);
  await worker;
  const toCart = page.goto('/en/cart');
  await cartAsked.opened;
  install.open();
  await expect
    .poll(
      async () =>
        (await worker).evaluate(
          () =>
            (self as unknown as { registration: ServiceWorkerRegistration }).registration.active
              ?.state ?? null,
        ),
      { timeout: 60_000 },
    )
    .toBe('activated');
  cart.open();
  await toCart;
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'cart.title') })).toBeVisible();
  await controlled(page);
});

test('the kept answer is the API’s own, ETag included, so its first revalidation finds nothing new', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(request, 'en');
  const read = `/api/catalog/products/${product.slug}?lang=en`;
  await page.goto(`/en/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await controlled(page);
  const api = await request.get(read);
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const kept = await caches.match(url, { cacheName: 'api-public' });
        return kept ? { etag: kept.headers.get('etag'), body: await kept.json() } : null;
      }, read),
    )
    .toEqual({ etag: api.headers().etag, body: await api.json() });
});
