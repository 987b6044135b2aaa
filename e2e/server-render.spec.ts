/**
 * Catalog pages come rendered by the server (issue 12): their content is there before any script
 * runs, in both languages, with a true 404; the browser hydrates them without a mismatch and without
 * reading their data again; the root answers in the visitor's language; and once the service worker
 * controls the page, navigations get the app shell, rendered on the device as before.
 */
import { CART_COUNT_COOKIE } from '../contract/cart-hint';
import { COLOR_MODE_KEY } from '../contract/constants';
import { BASE_URL } from './support/browser';
import { singleVariantProduct } from './support/catalog';
import { hydrationProblems } from './support/page-start';
import { waitForServiceWorker } from './support/service-worker';
import { expect, test, type APIRequestContext } from './support/test';

const PRODUCT = 'classic-pullover-hoodie';

async function productNames(request: APIRequestContext) {
  const read = async (lang: string) =>
    (await (await request.get(`/api/catalog/products/${PRODUCT}?lang=${lang}`)).json()).data as {
      name: string;
    };
  return { vi: (await read('vi')).name, en: (await read('en')).name };
}

test.describe('server-rendered pages, before any script runs', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test('home, a collection and a product are in the HTML, in Vietnamese and in English', async ({
    page,
    request,
  }) => {
    const names = await productNames(request);
    for (const [lang, prefix, newArrivals, women] of [
      ['vi', '', 'Hàng mới về', 'Nữ'],
      ['en', '/en', 'New arrivals', 'Women'],
    ] as const) {
      const home = await page.goto(`${prefix}/`);
      expect(home?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: newArrivals })).toBeVisible();
      await expect(page.locator('.product-grid .product-card').first()).toBeVisible();

      const collection = await page.goto(`${prefix}/collection/women`);
      expect(collection?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: women })).toBeVisible();
      expect(await page.locator('.product-grid .product-card').count()).toBeGreaterThan(4);
      // The first card's picture is asked for at once (the page's largest paint).
      await expect(page.locator('.product-grid img').first()).toHaveAttribute(
        'fetchpriority',
        'high',
      );

      const product = await page.goto(`${prefix}/product/${PRODUCT}`);
      expect(product?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: names[lang] })).toBeVisible();
      await expect(page.locator('.product__gallery img').first()).toBeVisible();
      await expect(page.locator('.price').first()).toContainText('$');
      // The colour, size and quantity controls are native and part of the page: styled before any
      // script runs.
      await expect(page.locator('.variant-picker')).toHaveCSS('display', 'grid');
      await expect(page.locator('.qty-stepper__group')).toHaveCSS(
        'border-top-left-radius',
        '999px',
      );
    }
  });

  test('a missing product is a true 404 with the not-found view in the page language', async ({
    page,
  }) => {
    const vi = await page.goto('/product/no-such-product-anywhere');
    expect(vi?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' }),
    ).toBeVisible();

    const en = await page.goto('/en/no/such/page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the page inlines its styles, starts the app from one small script, and carries its answers', async ({
    request,
  }) => {
    const html = await (await request.get(`/collection/women`)).text();
    // Every stylesheet inline, and one script: the boot script that starts the app after the paint.
    // Each inlined sheet is named by a disabled link (never fetched), so the app's chunk loader
    // does not add it again; no sheet is linked otherwise.
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
    expect(html).toContain('.product-grid');
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(/src="\/assets\/boot-[\w-]+\.js"/),
    ]);
    expect(html).not.toContain('modulepreload');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html);
    expect(state).not.toBeNull();
    const parsed = JSON.parse(state![1]!) as { lang: string; answers: Record<string, unknown> };
    expect(parsed.lang).toBe('vi');
    expect(Object.keys(parsed.answers)).toContain(
      '/api/catalog/collections/women?lang=vi&sort=featured&page=1',
    );
    // One inline script, the colour mode's, which the CSP allows by its hash; no "needs JavaScript" notice.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toContain('<noscript>');
  });
});

test.describe('the colour mode', () => {
  test.use({ waitForHydration: false });

  test("a server page takes the shopper's colour mode before any script file runs, and the CSP allows it", async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_MODE_KEY);
    // No script file arrives: only the page's inline script can have set it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/collection/women', { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    expect(blocked).toEqual([]);
  });

  test('the app shell (a screen the server does not render) takes it before any script file runs too', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), COLOR_MODE_KEY);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/wishlist', { waitUntil: 'load' });
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  });
});

test.describe('hydration', () => {
  for (const [lang, prefix] of [
    ['vi', ''],
    ['en', '/en'],
  ] as const) {
    test(`${lang}: home, collection, product and search hydrate without a mismatch or a second read`, async ({
      page,
    }) => {
      const problems = hydrationProblems(page);
      const catalogReads: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/catalog/')) catalogReads.push(req.url());
      });
      for (const path of ['/', '/collection/women', `/product/${PRODUCT}`, '/search?q=hoodie']) {
        catalogReads.length = 0;
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        // What the server read came with the page; hydration reads none of it again.
        await page.waitForLoadState('networkidle');
        expect(catalogReads, path).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const [lang, prefix, label, removeLabel] of [
    ['vi', '', 'Chỉ hiện hàng còn sẵn', 'Bỏ lọc: Chỉ hiện hàng còn sẵn'],
    ['en', '/en', 'In stock only', 'Remove filter: In stock only'],
  ] as const)
    test(`${lang}: a filtered collection's chips come with the server's page and work once their code has come`, async ({
      page,
    }) => {
      // The chips' code is not in the page's own: it comes only while a filter is on.
      const problems = hydrationProblems(page);
      const path = `${prefix}/collection/women`;
      const html = await (await page.request.get(`${path}?in_stock=1`)).text();
      expect(html).toContain('class="filter-chips"');
      await page.goto(`${path}?in_stock=1`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const chip = page.getByRole('button', { name: removeLabel });
      await expect(chip).toContainText(label);
      await chip.click();
      await expect(page).toHaveURL(`${BASE_URL}${path}`);
      await expect(page.locator('.filter-chips')).toHaveCount(0);
      expect(problems).toEqual([]);
    });

  test('the entry, React DOM and Dexie come with the compile hint that moves their compiling off the main thread', async ({
    page,
  }) => {
    const hinted = (name: string) =>
      page
        .waitForResponse((r) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(r.url()))
        .then((r) => r.text())
        // Chromium's explicit compile hint only counts as the file's first line.
        .then((text) => text.startsWith('//# allFunctionsCalledOnLoad\n'));
    const checks = [hinted('index'), hinted('react-dom'), hinted('dexie')];
    await page.goto('/collection/women');
    // Dexie comes with the shopper's first input (docs/decisions/021).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await Promise.all(checks)).toEqual([true, true, true]);
  });

  test("Dexie runs as it does on the shop's own domain: no debug mode, even on localhost", async ({
    page,
  }) => {
    // In its debug mode (on by default wherever the address is localhost) Dexie makes a console task
    // for every table call; shoppers never run it, so a built app does not either (src/lib/db/db.ts).
    await page.addInitScript(() => {
      const counted = window as unknown as { dexieTasks: number };
      const chromium = console as Console & { createTask(name: string): unknown };
      counted.dexieTasks = 0;
      const createTask = chromium.createTask.bind(console);
      chromium.createTask = (name: string) => {
        if (name.startsWith('Dexie')) counted.dexieTasks += 1;
        return createTask(name);
      };
    });
    // A cart count (cookie and mirror) that says 1 item, over an empty device database: the page
    // shows the line's outline, and the empty cart only once the database has answered.
    await page.context().addCookies([{ name: CART_COUNT_COOKIE, value: '1', url: BASE_URL }]);
    await page.addInitScript(() => localStorage.setItem('storefront:cart-count', '1'));
    await page.goto('/en/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { dexieTasks: number }).dexieTasks),
    ).toBe(0);
  });

  test('a hydrated product page adds to the cart, and links navigate in the app', async ({
    page,
    request,
  }) => {
    const problems = hydrationProblems(page);
    const pick = await singleVariantProduct(request);
    await page.goto(`/en/product/${pick.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: /Cart/ });
    await expect(drawer.locator(`a[href="/en/product/${pick.slug}"]`).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // An in-app navigation: no new document (the page's own state survives).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.site-header__logo').click();
    await expect(page).toHaveURL(`${BASE_URL}/en`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });
});

test.describe('the language of /', () => {
  test.use({ locale: 'en-US' });

  test('an English browser is sent to /en by the server, a kept Vietnamese choice is not', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/');
    expect(response?.request().redirectedFrom()?.url()).toBe(`${BASE_URL}/`);
    await expect(page).toHaveURL(`${BASE_URL}/en`);
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();

    await context.addCookies([{ name: 'lang', value: 'vi', url: BASE_URL }]);
    const kept = await page.goto('/');
    expect(kept?.request().redirectedFrom()).toBeNull();
    expect(kept?.headers()['vary']).toMatch(/Accept-Language/);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('heading', { name: 'Hàng mới về' })).toBeVisible();
  });
});

test.describe('with the service worker in control', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a navigation gets the app shell, rendered on the device', async ({ page }) => {
    await page.goto('/collection/women');
    await waitForServiceWorker(page);
    await page.goto(`/product/${PRODUCT}`);
    // The worker's shell carries no server state: the app rendered this page itself.
    expect(await page.locator('#server-state').count()).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.product__gallery img').first()).toBeVisible();
  });
});
