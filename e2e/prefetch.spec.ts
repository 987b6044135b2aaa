import { expect, test } from './support/test';

test('a page prefetches the code of the pages its visible links lead to', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const card = page.locator('.product-card__link').first();
  await expect(card).toBeAttached();
  // The header's collection links are on screen at once: the collection page's code comes before any click.
  await expect
    .poll(() => scripts.some((s) => /\/assets\/collection-page-[\w-]+\.js$/.test(s)))
    .toBe(true);
  expect(scripts.some((s) => /product-page-/.test(s))).toBe(false);
  // A product card scrolled into view brings the product page's code.
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => scripts.some((s) => /\/assets\/product-page-[\w-]+\.js$/.test(s)))
    .toBe(true);
  const before = scripts.length;
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.slice(before).some((s) => /product-page-/.test(s))).toBe(false);
});
