/**
 * After an in-app navigation focus moves to the new page's main heading, below the sticky header,
 * and the new title is announced (issue 38; src/app/providers/focus-new-page.ts): a keyboard or
 * screen-reader user starts on the new page, not from <body>.
 */
import { expect, hydrated, test } from './support/test';
import { singleVariantProduct } from './support/catalog';
import { LANGS, t, type Lang } from './support/messages';

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

for (const lang of LANGS) {
  test.describe(`focus after navigation (${lang})`, () => {
    test('a product opened from the home page has its heading focused, clear of the header', async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/`);
      // This test is about the app's own navigation. A link tapped before the app has started works
      // as plain HTML: the browser loads the page anew, which starts at its top on its own.
      await hydrated(page);
      const card = page.locator('main a[href*="/product/"]').first();
      await card.click();
      await expect(page).toHaveURL(/\/product\//);
      const heading = page.locator('#main h1');
      await expect(heading).toBeFocused();
      const [headingBox, headerBox] = await Promise.all([
        heading.boundingBox(),
        page.locator('.site-header').boundingBox(),
      ]);
      expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      // The new title is read out from a polite live region.
      const title = await page.title();
      await expect(page.locator('[aria-live="polite"]', { hasText: title })).toHaveCount(1);
    });

    test("checkout's first field is a few tabs from the heading focus lands on", async ({
      page,
      request,
    }) => {
      const product = await singleVariantProduct(request);
      await page.goto(`${prefix(lang)}/product/${product.slug}`);
      await page.getByRole('button', { name: t(lang, 'cart.add'), exact: true }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: t(lang, 'cart.viewCart') })
        .click();
      await expect(page.locator('#main h1')).toBeFocused();
      await page.getByRole('button', { name: t(lang, 'cart.checkout') }).click();
      await expect(page).toHaveURL(/\/checkout\//);
      await expect(page.locator('#main h1')).toBeFocused();
      // From the heading, the form is next: the steps and the sign-in offer before it, no header.
      const email = page.getByRole('textbox', {
        name: t(lang, 'checkout.contact.email'),
        exact: true,
      });
      const tabs: string[] = [];
      for (
        let i = 0;
        i < 4 && !(await email.evaluate((el) => el === document.activeElement));
        i++
      ) {
        await page.keyboard.press('Tab');
        tabs.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''));
      }
      await expect(email, tabs.join('\n')).toBeFocused();
    });
  });
}
