/** WCAG 2 A/AA checks with axe-core on the main screens, in both languages: no serious or critical issue. */
import { expect, test, type APIRequestContext } from './support/test';
import { blocking, describeViolations, runAxe } from './support/axe';

async function productSlug(request: APIRequestContext): Promise<string> {
  const res = await (
    await request.get('/api/catalog/collections/?per_page=1&sort=featured')
  ).json();
  return res.data.items[0].slug as string;
}

// The shop's CSP forbids inline scripts, which is how addScriptTag injects axe; only this test lifts it.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 90_000 });

for (const prefix of ['', '/en']) {
  const lang = prefix ? 'en' : 'vi';
  test.describe(`accessibility (${lang})`, () => {
    test('home', async ({ page }) => {
      await page.goto(`${prefix}/`);
      await expect(page.locator('main img').first()).toBeVisible({ timeout: 30_000 });
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test('a collection', async ({ page }) => {
      await page.goto(`${prefix}/collection/women`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('main img').first()).toBeVisible();
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test('a product', async ({ page, request }) => {
      await page.goto(`${prefix}/product/${await productSlug(request)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      const violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations)).toEqual([]);
    });

    test('a content page and an event', async ({ page }) => {
      for (const path of ['/page/shipping', '/event/summer-sale']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        const violations = blocking(await runAxe(page));
        expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      }
    });
  });
}

// The dark palette has its own contrast to get right; the shopper's system setting picks it.
test.describe('accessibility (dark colour scheme, phone)', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });

  test('home, a collection and a product', async ({ page, request }) => {
    for (const path of ['/', '/collection/women', `/product/${await productSlug(request)}`]) {
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeVisible({ timeout: 30_000 });
      const violations = blocking(await runAxe(page));
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }
  });
});
