/**
 * The web app manifest per language (issue 38; contract/web-manifest.ts): each page links its own,
 * and moving between languages in the app moves the link with it, so an install from an English
 * page gets the shop in English.
 */
import { expect, test } from './support/test';

test('an English page links the English manifest, and the language link moves it', async ({
  page,
}) => {
  await page.goto('/en');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/en/manifest.webmanifest');
  const manifest = await (await page.request.get('/en/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ id: '/', start_url: '/en', lang: 'en' });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    '/en/cart',
    '/en/wishlist',
  ]);

  await page.locator('a.language-switcher').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
});
