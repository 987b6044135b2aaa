/**
 * A catalog page's start leaves the device database and the cart drawer for the shopper (issue 12,
 * docs/decisions/021): no Dexie and no drawer code runs before their first input, the cart badge and
 * the wishlist hearts show what the device holds from localStorage mirrors meanwhile, and the first
 * tap brings the rest in, once the page that tap asked for has its code.
 */
import type { Page } from '@playwright/test';
import { singleVariantProduct } from './support/catalog';
import { prefix, t } from './support/messages';
import { expect, test } from './support/test';

/** The names of the app's scripts the page runs (a prefetch's `fetch` warms files without running them). */
function scriptsRun(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (file && request.resourceType() === 'script') names.push(file);
  });
  return names;
}

/** Past the page's load, hydration and first idle moment, where this work used to run. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

for (const lang of ['vi', 'en'] as const) {
  test(`${lang}: a collection starts without the device database or the cart drawer; the first tap brings them`, async ({
    page,
  }) => {
    const scripts = scriptsRun(page);
    await page.goto(`${prefix(lang)}/collection/women`);
    await settled(page);
    expect(scripts).not.toContain('dexie');
    expect(scripts).not.toContain('cart-drawer');
    expect(scripts).toContain('pwa-manager'); // idle work still comes: the page did reach idle

    // A tap anywhere (here on the page's heading) is the shopper engaging.
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => scripts).toContain('dexie');
    await expect.poll(() => scripts).toContain('cart-drawer');
  });

  test(`${lang}: the badge and the hearts show the device's cart and wishlist before the database is opened`, async ({
    page,
    context,
    request,
  }) => {
    const pick = await singleVariantProduct(request);
    // The product page's own heart (the related products' cards have theirs too).
    const heart = (tab: Page, id: 'wishlist.add' | 'wishlist.remove') =>
      tab
        .getByRole('main')
        .getByRole('button', { name: t(lang, id) })
        .first();
    await page.goto(`${prefix(lang)}/product/${pick.slug}`);
    await heart(page, 'wishlist.add').click();
    await expect(heart(page, 'wishlist.remove')).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'cart.add'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: new RegExp(t(lang, 'nav.cart')) })).toBeVisible();

    // Another tab, untouched: its badge and heart come from the mirrors, with no Dexie run.
    const other = await context.newPage();
    const scripts = scriptsRun(other);
    await other.goto(`${prefix(lang)}/product/${pick.slug}`);
    await settled(other);
    await expect(heart(other, 'wishlist.remove')).toHaveAttribute('aria-pressed', 'true');
    const badge = lang === 'vi' ? 'Giỏ hàng, 1 sản phẩm' : 'Cart, 1 item';
    await expect(other.getByRole('button', { name: badge, exact: true })).toBeVisible();
    expect(scripts).not.toContain('dexie');

    // The first tab takes the product out of the wishlist: the untouched tab follows.
    await page.bringToFront();
    await page.keyboard.press('Escape');
    await heart(page, 'wishlist.remove').click();
    await expect(heart(other, 'wishlist.add')).toHaveAttribute('aria-pressed', 'false');
  });
}

test.describe('the first tap on a link', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(`${lang}: the page it opens gets its code before the device database and the cart drawer`, async ({
      page,
    }) => {
      const scripts = scriptsRun(page);
      await page.goto(`${prefix(lang)}/collection/women`);
      // Tapped soon after it answers: a page left alone for ten seconds starts that work by itself.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(scripts).not.toContain('dexie');

      // The product page's code is slow to come (routing also keeps the card's prefetch out of use).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/product-page-[\w-]{8}\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const card = page.locator('.product-card__link').first();
      const name = (await card.locator('.product-card__name').textContent()) ?? '';
      await card.click();
      await expect.poll(() => scripts).toContain('product-page');
      await page.waitForTimeout(1500); // idle time enough for the deferred work to have started
      expect(scripts).not.toContain('dexie');
      expect(scripts).not.toContain('cart-drawer');

      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect.poll(() => scripts).toContain('dexie');
      await expect.poll(() => scripts).toContain('cart-drawer');
    });
  }
});
