/**
 * WCAG 2.0–2.2 A/AA checks with axe-core (issue 38) on every screen of the storefront, in both languages:
 * no serious or critical issue. One test walks through several screens, so the spec stays short: the
 * catalog's screens, the way from the cart to the order page, and the account's screens.
 */
import { collectionPath, productPath } from '../contract/api/paths';
import type { Product } from '../contract/types';
import { registerCustomer, useSession } from './support/accounts';
import { expectNoBlocking } from './support/axe';
import { continueToReview, fillInformation, vietnam } from './support/checkout-form';
import { LANGS, prefix, textsOf } from './support/messages';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';

// Two workers, the server and Chromium share two cores: a screen may take a while to render.
const expect = baseExpect.configure({ timeout: 20_000 });

// The shop's CSP forbids inline scripts, which is how addScriptTag injects axe; only this spec lifts it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

interface Finds {
  /** A product with a size guide. */
  guided: string;
  /**
   * The deepest one-size variant of a product that comes in several colours: each order takes a unit for
   * good from the e2e shop (kept between runs), and the single-variant bags other specs add stay alone.
   */
  oneSize: { slug: string; query: string };
}

let finds: Promise<Finds> | undefined;

/** Read once per worker from the demo shop through the API, so the spec follows the seed, not fixed slugs. */
function findProducts(request: APIRequestContext): Promise<Finds> {
  const get = async (path: string) => (await (await request.get(path)).json()).data;
  /** The first of the collection's products `pick` takes something from. */
  const firstOf = async <T>(collection: string, pick: (p: Product) => T | null): Promise<T> => {
    const list = await get(
      collectionPath(collection, { lang: 'vi', in_stock: true, per_page: 30 }),
    );
    for (const { slug } of list.items as { slug: string }[]) {
      const found = pick((await get(productPath(slug, { lang: 'vi' }))) as Product);
      if (found) return found;
    }
    throw new Error(`no product in ${collection} fits the a11y spec`);
  };
  finds ??= (async () => ({
    guided: await firstOf('women', (p) => (p.size_guide ? p.slug : null)),
    oneSize: await firstOf('accessories', (p) => {
      const deepest = [...p.variants].sort((a, b) => b.stock - a.stock)[0];
      if (p.variants.length < 2 || !deepest || deepest.stock < 20) return null;
      const query = new URLSearchParams({ color: deepest.color, size: deepest.size });
      return { slug: p.slug, query: query.toString() };
    }),
  }))();
  return finds;
}

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const lang of LANGS) {
  const p = prefix(lang);
  const t = textsOf(lang);

  test.describe(`accessibility (${lang})`, () => {
    test('home, a collection, a product and its size guide, search results, a content page, an event, the 404 page', async ({
      page,
      request,
    }) => {
      const { guided } = await findProducts(request);
      await page.goto(`${p}/`);
      await expect(page.locator('main img').first()).toBeVisible({ timeout: 30_000 });
      await expectNoBlocking(page, 'home');

      await page.goto(`${p}/collection/women`);
      await expect(h1(page)).toBeVisible();
      await expect(page.locator('main img').first()).toBeVisible();
      await expectNoBlocking(page, 'a collection');

      await page.goto(`${p}/product/${guided}`);
      await expect(h1(page)).toBeVisible();
      await expectNoBlocking(page, 'a product');
      await page.getByRole('button', { name: t('product.sizeGuide'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: t('product.sizeGuide') })).toBeVisible();
      await expectNoBlocking(page, 'the size guide');

      await page.goto(`${p}/search?q=ao`);
      await expect(page.locator('main .product-card').first()).toBeVisible();
      await expectNoBlocking(page, 'search results');

      for (const path of ['/page/shipping', '/event/summer-sale']) {
        await page.goto(`${p}${path}`);
        await expect(h1(page)).toBeVisible();
        await expectNoBlocking(page, path);
      }

      await page.goto(`${p}/no-such-page`);
      await expect(h1(page)).toHaveText(t('error.notFound.title'));
      await expectNoBlocking(page, 'the 404 page');
    });

    test('the cart drawer, the cart, checkout, a queued order, the thank-you screen and the order page', async ({
      page,
      request,
    }) => {
      const { oneSize } = await findProducts(request);
      await page.goto(`${p}/product/${oneSize.slug}?${oneSize.query}`);
      await page.getByRole('button', { name: t('cart.add'), exact: true }).click();
      const drawer = page.getByRole('dialog', { name: new RegExp(t('cart.title')) });
      await expect(drawer.locator('.cart-line')).toHaveCount(1);
      await expectNoBlocking(page, 'the cart drawer');

      await page.goto(`${p}/cart`);
      const line = page.getByRole('main').locator('.cart-line');
      // The stored size 'One size' in the shopper's language.
      await expect(line).toContainText(`${t('cart.size')}: ${t('size.oneSize')}`);
      await expectNoBlocking(page, 'the cart');

      await page.getByRole('button', { name: t('cart.checkout') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('checkout.step.information') }),
      ).toBeVisible();
      await expectNoBlocking(page, 'checkout');
      await fillInformation(page, lang, await vietnam(request, lang));
      await continueToReview(page, lang);
      await expectNoBlocking(page, "checkout's review");

      // No answer from the server: the order waits in the device's outbox, and the screen says so.
      // (The page completes in its language: `/complete?lang=en`.)
      const complete = /\/api\/checkouts\/[^/]+\/complete(\?|$)/;
      await page.route(complete, (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('checkout.queued.title') }),
      ).toBeVisible();
      await expectNoBlocking(page, 'a queued order');

      // The outbox's next try gets through: the thank-you screen.
      await page.unroute(complete);
      await expect(h1(page)).toHaveText(t('checkout.confirmation.title'));
      await expectNoBlocking(page, 'the thank-you screen');

      await page.getByRole('link', { name: t('checkout.confirmation.view'), exact: true }).click();
      await expect(page.getByRole('main').locator('.order-line')).toContainText(t('size.oneSize'));
      await expectNoBlocking(page, 'the order page');
    });

    test('sign-in, register, forgot password, the account area and the wishlist', async ({
      page,
      context,
      request,
    }) => {
      const screens = [
        ['/account/login', 'account.login.title'],
        ['/account/register', 'account.register.title'],
        ['/account/forgot-password', 'account.forgot.title'],
      ] as const;
      for (const [path, title] of screens) {
        await page.goto(`${p}${path}`);
        await expect(h1(page)).toHaveText(t(title));
        await expectNoBlocking(page, path);
      }

      await useSession(context, (await registerCustomer(request, 'a11y')).token);
      for (const path of ['/account/info/details', '/account/info/orders']) {
        await page.goto(`${p}${path}`);
        await expect(page.getByRole('navigation', { name: t('account.nav.label') })).toBeVisible();
        await expect(h1(page)).toBeVisible();
        await expectNoBlocking(page, path);
      }

      const { guided } = await findProducts(request);
      await page.goto(`${p}/product/${guided}`);
      // By place, not by name: its name turns to "Remove from wishlist" once pressed.
      const heart = page.locator('.pdp button.wishlist-toggle');
      await expect(heart).toHaveAccessibleName(t('wishlist.add'));
      await heart.click();
      // As a shopper does: the heart fills before they go on.
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.goto(`${p}/wishlist`);
      await expect(page.getByRole('main').locator('.wishlist-item')).toHaveCount(1);
      await expectNoBlocking(page, 'the wishlist');
    });
  });
}

// The dark palette has its own contrast to get right; the shopper's system setting picks it.
test.describe('accessibility (dark colour scheme, phone)', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('home, a collection and a product; a black swatch keeps a ring that shows', async ({
    page,
    request,
  }) => {
    const { guided } = await findProducts(request);
    await page.goto('/');
    await expect(page.locator('main img').first()).toBeVisible({ timeout: 30_000 });
    await expectNoBlocking(page, 'home');

    await page.goto('/collection/women?color=BLACK');
    await expect(page.locator('main img').first()).toBeVisible();
    await expectNoBlocking(page, 'a collection');
    const swatch = page.locator('.product-card .swatch--black').first();
    await expect(swatch).toBeVisible();
    // WCAG 1.4.11: the ring is what shows a black swatch on the dark page, so it needs 3:1 against it.
    expect(await ringContrast(page, '.product-card .swatch--black')).toBeGreaterThanOrEqual(3);

    await page.goto(`/product/${guided}`);
    await expect(h1(page)).toBeVisible();
    await expectNoBlocking(page, 'a product');
  });
});

/** The contrast ratio between the first `selector`'s top border colour and the page's background. */
function ringContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ring = luminance(getComputedStyle(document.querySelector(sel)!).borderTopColor);
    const bg = luminance(getComputedStyle(document.body).backgroundColor);
    return (Math.max(ring, bg) + 0.05) / (Math.min(ring, bg) + 0.05);
  }, selector);
}
