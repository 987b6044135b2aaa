import { expect, request, test, type Locator, type Page } from './support/test';
import type { Product, Variant } from '../contract/types';
import { BASE_URL } from './support/browser';
import { isRendered } from './support/rendering';
import { prefix, t as m, type Lang } from './support/messages';

interface Finds {
  threshold: number;
  /** A product with a low-stock variant and a sold-out variant whose colour still sells. */
  product: Product;
  low: Variant;
  soldOut: Variant;
  inStock: Variant;
  /** A product whose size guide has a 90 cm measurement. */
  guided: Product;
}

let finds: Promise<Finds> | undefined;

// Reads the demo shop through the API (never writes), so the tests follow the seed, not fixed slugs.
// Products are read one by one until both finds are made: the embedded database answers one at a time.
function findProducts(): Promise<Finds> {
  finds ??= (async () => {
    const api = await request.newContext({ baseURL: BASE_URL });
    const get = async (path: string) => (await (await api.get(path)).json()).data;
    const threshold: number = (await get('/api/public/store-info')).low_stock_threshold;
    const list = await get('/api/catalog/collections/?per_page=100');
    let found: Omit<Finds, 'guided' | 'threshold'> | undefined;
    let guided: Product | undefined;
    for (const { slug } of list.items as { slug: string }[]) {
      const product: Product = await get(`/api/catalog/products/${slug}?lang=en`);
      guided ??= product.size_guide?.rows.some((r) => r.cm.includes(90)) ? product : undefined;
      const low = product.variants.find((v) => v.stock >= 1 && v.stock <= threshold);
      const soldOut = product.variants.find(
        (v) => v.stock === 0 && product.variants.some((o) => o.color === v.color && o.stock > 0),
      );
      const inStock = product.variants.find((v) => v.stock > threshold);
      if (!found && low && soldOut && inStock) found = { product, low, soldOut, inStock };
      if (found && guided) break;
    }
    await api.dispose();
    if (!found || !guided) throw new Error('the demo shop lacks the variants these tests need');
    return { threshold, guided, ...found };
  })();
  return finds;
}

// The radio is visually hidden inside its label (a swatch or a size), so the shopper (and the test) clicks the label.
async function choose(page: Page, name: string, scope: Page | Locator = page) {
  await scope
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

async function pick(page: Page, lang: Lang, variant: Variant) {
  await choose(page, m(lang, `color.${variant.color}`));
  await choose(page, variant.size);
}

/**
 * Holds the product page's chunk back until `release()`: the page hydrates when its code is in, so
 * whatever the test does meanwhile comes before hydration.
 */
async function holdProductCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/product-page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const lang of ['vi', 'en'] as const) {
  test.describe(`product page (${lang})`, () => {
    test('a size tapped before the picker’s code has arrived is kept', async ({ page }) => {
      const { product } = await findProducts();
      const release = await holdProductCode(page);
      // Not awaited yet: Playwright's navigation lasts while a routed request is held (about 20 s).
      const navigation = page.goto(`${prefix(lang)}/product/${product.slug}`);
      const free = page
        .locator('label.pdp-size')
        .filter({ has: page.locator('input:not(:checked):not(:disabled)') })
        .first();
      const size = (await free.textContent())!.trim();
      await free.click();
      release();
      await navigation;
      await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe(size);
      await expect(page.getByRole('radio', { name: size, exact: true })).toBeChecked();
    });

    test('a quantity typed before the page’s code has arrived is kept', async ({ page }) => {
      const { product, inStock } = await findProducts();
      const release = await holdProductCode(page);
      const url = `${prefix(lang)}/product/${product.slug}?color=${inStock.color}&size=${encodeURIComponent(inStock.size)}`;
      const navigation = page.goto(url);
      const quantity = page.getByRole('textbox', { name: m(lang, 'product.quantity') });
      await quantity.fill('3');
      release();
      await navigation;
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Still being typed (the field has focus): Enter commits it, and + counts on from it.
      await quantity.press('Enter');
      await page.getByRole('button', { name: m(lang, 'product.quantity.increase') }).click();
      await expect(quantity).toHaveValue('4');
    });

    test('a quantity stepped with + before the page’s code has arrived is kept', async ({
      page,
    }) => {
      const { product, inStock } = await findProducts();
      const release = await holdProductCode(page);
      const url = `${prefix(lang)}/product/${product.slug}?color=${inStock.color}&size=${encodeURIComponent(inStock.size)}`;
      const navigation = page.goto(url);
      const quantity = page.getByRole('textbox', { name: m(lang, 'product.quantity') });
      const increase = page.getByRole('button', { name: m(lang, 'product.quantity.increase') });
      const decrease = page.getByRole('button', { name: m(lang, 'product.quantity.decrease') });
      // The boot script (a deferred module) has run by the product page's DOMContentLoaded; the app
      // has not. Not readyState 'interactive', which comes before deferred scripts run (a tap then is
      // lost), nor waitForLoadState, which can answer for the blank page the navigation leaves.
      await page.waitForFunction(
        () =>
          location.pathname.includes('/product/') &&
          performance
            .getEntriesByType('navigation')
            .some((entry) => (entry as PerformanceNavigationTiming).domContentLoadedEventEnd > 0),
      );
      await increase.click();
      await increase.click();
      await expect(quantity).toHaveValue('3');
      await expect(decrease).toBeEnabled();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      release();
      await navigation;
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // Counted once, from where the early taps left it.
      await increase.click();
      await expect(quantity).toHaveValue('4');
      await decrease.click();
      await expect(quantity).toHaveValue('3');
    });

    test('renders, and colour and size choices drive the stock text and the URL', async ({
      page,
    }) => {
      const { product, low, inStock, soldOut } = await findProducts();
      const stock = page.getByRole('status').filter({ hasText: /./ }).and(page.locator('.stock'));
      await page.goto(`${prefix(lang)}/product/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: m(lang, 'product.gallery') })).toBeVisible();

      await pick(page, lang, inStock);
      await expect(stock).toHaveText(m(lang, 'product.stock.in'));
      await pick(page, lang, low);
      await expect(stock).toHaveText(m(lang, 'product.stock.low', { count: low.stock }));
      await expect(page).toHaveURL(
        new RegExp(
          `\\?color=${low.color}&size=${encodeURIComponent(low.size).replace(/%20/g, '\\+')}$`,
        ),
      );

      // The quantity stops at the variant's stock.
      const increase = page.getByRole('button', { name: m(lang, 'product.quantity.increase') });
      for (let i = 1; i < low.stock; i++) await increase.click();
      await expect(page.getByRole('textbox', { name: m(lang, 'product.quantity') })).toHaveValue(
        String(low.stock),
      );
      await expect(increase).toBeDisabled();

      // A reload keeps the choice.
      await page.reload();
      await expect(
        page.getByRole('radio', { name: m(lang, `color.${low.color}`), exact: true }),
      ).toBeChecked();
      await expect(stock).toHaveText(m(lang, 'product.stock.low', { count: low.stock }));

      // The sold-out size of a colour that still sells is listed but disabled.
      await choose(page, m(lang, `color.${soldOut.color}`));
      await expect(
        page.getByRole('radio', {
          name: new RegExp(`^${soldOut.size}\\s*,\\s*${m(lang, 'product.stock.out')}$`),
        }),
      ).toBeDisabled();
    });

    test('the size guide switches CM to inches and Escape closes it', async ({ page }) => {
      const { guided } = await findProducts();
      await page.goto(`${prefix(lang)}/product/${guided.slug}`);
      await page.getByRole('button', { name: m(lang, 'product.sizeGuide'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: m(lang, 'product.sizeGuide') });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('columnheader', { name: m(lang, 'product.size') }),
      ).toBeVisible();
      await expect(dialog.getByRole('cell', { name: '90', exact: true }).first()).toBeVisible();

      await choose(page, m(lang, 'product.sizeGuide.unit.in'), dialog);
      const inches = lang === 'vi' ? '35,4' : '35.4';
      await expect(dialog.getByRole('cell', { name: inches, exact: true }).first()).toBeVisible();
      await expect(dialog.getByRole('cell', { name: '90', exact: true })).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('a click on an image opens it large; Escape closes it', async ({ page }) => {
      const { product } = await findProducts();
      await page.goto(`${prefix(lang)}/product/${product.slug}`);
      await page.getByRole('button', { name: m(lang, 'product.gallery.zoom', { n: 1 }) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Thumbnails move the gallery.
      await page.getByRole('button', { name: m(lang, 'product.gallery.show', { n: 2 }) }).click();
      await expect(
        page.getByRole('button', { name: m(lang, 'product.gallery.zoom', { n: 2 }) }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: m(lang, 'product.gallery.zoom', { n: 1 }) }),
      ).toHaveCount(0);
    });

    test('the related products show once scrolled to, and open their page', async ({ page }) => {
      const { product } = await findProducts();
      // A small phone: the section is more than a screen below the fold (Chromium renders what is
      // within about a screen of the viewport).
      await page.setViewportSize({ width: 390, height: 600 });
      await page.goto(`${prefix(lang)}/product/${product.slug}`);
      const related = page.getByRole('region', { name: m(lang, 'product.related') });
      const card = related.getByRole('article').first();
      // Below the product, the whole section (its heading too) is left out of the first style and
      // layout (styles.css), and comes in as the shopper scrolls near it.
      const heading = related.getByRole('heading', { level: 2 });
      expect(await isRendered(heading)).toBe(false);

      await related.scrollIntoViewIfNeeded();
      await expect.poll(() => isRendered(heading)).toBe(true);
      await expect.poll(() => isRendered(card)).toBe(true);
      const picture = card.locator('img');
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });
  });
}

test('the shipping and returns text names the free-shipping threshold', async ({ page }) => {
  const { product } = await findProducts();
  await page.goto(`/en/product/${product.slug}`);
  await page.getByText('Shipping & returns').click();
  await expect(page.getByText('Free standard shipping on orders over $40.00.')).toBeVisible();
  await expect(page.getByText('Returns within 7 days of receipt', { exact: false })).toBeVisible();
});
