import type { CDPSession } from '@playwright/test';
import { expect, test } from './support/test';

/** The paths of the files the page fetched over the network, and of those it took from a cache. */
async function watchFiles(cdp: CDPSession) {
  const network: string[] = [];
  const cached: string[] = [];
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    const path = new URL(response.url).pathname;
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache)
      cached.push(path);
    else network.push(path);
  });
  return { network, cached };
}

test('a page fetches the code of the pages its visible links lead to, and runs none of it', async ({
  page,
}) => {
  const files = await watchFiles(await page.context().newCDPSession(page));
  const fetched = (name: string) =>
    files.network.some((p) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(p));
  await page.goto('/');
  const card = page.locator('.product-card__link').first();
  await expect(card).toBeAttached();
  // The header's collection links are on screen at once: the collection page's code comes before any click.
  await expect.poll(() => fetched('collection-page')).toBe(true);
  expect(fetched('product-page')).toBe(false);
  // Fetched, not run: the page has not applied the collection page's stylesheet.
  const sheets = () =>
    page.evaluate(() => Array.from(document.styleSheets, (s) => s.href ?? '').filter(Boolean));
  expect((await sheets()).some((href) => /collection-page-/.test(href))).toBe(false);
  // A product card scrolled into view brings the product page's code.
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched('product-page')).toBe(true);
  // All of the page's files, as the build lists them, are in before the tap (but the stylesheets this
  // server-rendered page has inline, each marked by a link to its file: never fetched).
  const productFiles = await page.evaluate(() => {
    const table = JSON.parse(document.getElementById('route-assets')!.textContent!) as {
      routes: Record<string, string[]>;
    };
    const linked = Array.from(document.querySelectorAll('link[href]'), (l) =>
      l.getAttribute('href'),
    );
    return table.routes.product!.filter((f) => !linked.includes(f));
  });
  await expect
    .poll(() => productFiles.filter((f) => !files.network.includes(f) && !files.cached.includes(f)))
    .toEqual([]);
  const before = files.network.length;
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's code came from the cache: none of its files went over the network again (other
  // parts of the app may still be loading theirs).
  expect(files.network.slice(before).filter((p) => productFiles.includes(p))).toEqual([]);
  expect(files.cached.some((p) => /\/assets\/product-page-[\w-]+\.js$/.test(p))).toBe(true);
  expect((await sheets()).some((href) => /product-page-/.test(href))).toBe(true);
});
