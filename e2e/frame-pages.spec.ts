/**
 * The cart, a checkout and sign-in on a first visit (a shared link, a reopened tab) come from the
 * server with their frame, heading and outline, as the catalog's pages do (issue 38;
 * server/html/render-page.ts FRAME_PAGES): before any script runs, in both languages; the cart as the
 * device's cookie says (contract/cart-hint.ts); hydrated without a mismatch; and words typed into
 * sign-in before the app has started are still there once it has (contract/early-input-script.ts).
 */
import { CART_COUNT_COOKIE } from '../contract/cart-hint';
import { ROUTES } from '../contract/routes';
import { PASSWORD, registerCustomer } from './support/accounts';
import { BASE_URL } from './support/browser';
import { singleVariantProduct } from './support/catalog';
import { LANGS, prefix, t } from './support/messages';
import { holdScripts, hydrationProblems } from './support/page-start';
import { expect, test } from './support/test';

const TOKEN = 'frame-pages-token-0123456789';
const CHECKOUT_TITLE = ROUTES.find((r) => r.name === 'checkout')!.title!;

for (const lang of LANGS) {
  const p = prefix(lang);

  test.describe(`${lang}: before any script runs`, () => {
    test.use({ javaScriptEnabled: false });

    test('the cart, a checkout and sign-in are in the HTML, never kept for others', async ({
      page,
      context,
    }) => {
      const cart = await page.goto(`${p}/cart`);
      expect(cart?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'cart.title'));
      // No cart cookie: a browser that never kept a cart, so the cart is empty.
      await expect(page.getByText(t(lang, 'cart.empty'))).toBeVisible();

      const checkout = await page.goto(`${p}/checkout/${TOKEN}`);
      expect(checkout?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHECKOUT_TITLE[lang]);

      const login = await page.goto(`${p}/account/login`);
      expect(login?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'account.login.title'),
      );
      await expect(page.getByLabel(t(lang, 'account.field.email'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: t(lang, 'account.login.submit') }),
      ).toBeVisible();

      // A device whose cart holds items: their outline, not the empty cart.
      await context.addCookies([{ name: CART_COUNT_COOKIE, value: '2', url: BASE_URL }]);
      await page.goto(`${p}/cart`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'cart.title'));
      await expect(page.locator('.cart-skeleton .cart-line')).toHaveCount(2);
      await expect(page.getByText(t(lang, 'cart.empty'))).toHaveCount(0);
    });
  });

  test.describe(`${lang}: hydrated`, () => {
    test('the cart shows its lines after its outline, and the empty cart at once, without a mismatch', async ({
      page,
      request,
    }) => {
      const problems = hydrationProblems(page);
      await page.goto(`${p}/cart`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByText(t(lang, 'cart.empty'))).toBeVisible();

      const pick = await singleVariantProduct(request);
      await page.goto(`${p}/product/${pick.slug}`);
      await page.getByRole('button', { name: t(lang, 'cart.add') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The server renders the cart the cookie the app kept describes: one line's outline.
      const html = await (await page.request.get(`${p}/cart`)).text();
      expect(html).toContain('class="cart-skeleton"');
      await page.goto(`${p}/cart`);
      await expect(
        page.locator(`.cart-page a[href="${p}/product/${pick.slug}"]`).first(),
      ).toBeVisible();
      await expect(page.locator('.cart-skeleton')).toHaveCount(0);

      await page.goto(`${p}/checkout/${TOKEN}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByLabel(t(lang, 'checkout.contact.email'))).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('sign-in typed and sent before the app has started signs in with what was typed', async ({
      page,
      request,
    }) => {
      const problems = hydrationProblems(page);
      const { email } = await registerCustomer(request, `frame-${lang}`);
      const release = await holdScripts(page);
      await page.goto(`${p}/account/login`, { waitUntil: 'commit' });
      await page.getByLabel(t(lang, 'account.field.email')).fill(email);
      await page.getByLabel(t(lang, 'account.field.password')).fill(PASSWORD);
      await page.getByLabel(t(lang, 'account.field.password')).press('Enter');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
      release();
      await expect(page).toHaveURL(`${BASE_URL}${p}/account/info/orders`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'account.orders.title'),
      );
      expect(problems).toEqual([]);
    });
  });
}
