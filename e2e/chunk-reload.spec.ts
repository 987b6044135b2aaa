import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { E2E_DIST_DIR } from './support/browser';
import { t } from './support/messages';

// No worker: the chunk must come from the network, as in a tab whose build was deployed away.
test.use({ serviceWorkers: 'block' });

// The product page's chunk in this build, named so a renamed chunk fails here instead of never matching.
const productChunk = readdirSync(join(E2E_DIST_DIR, 'assets')).find((f) =>
  /^product-page-[\w-]+\.js$/.test(f),
);

for (const lang of ['vi', 'en'] as const) {
  test(`a missing page chunk reloads once, then shows the error page (${lang})`, async ({
    page,
  }) => {
    expect(productChunk, 'product-page chunk in the build').toBeTruthy();
    let chunkRequests = 0;
    await page.route(`**/assets/${productChunk}`, (route) => {
      chunkRequests++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    let loads = 0;
    page.on('load', () => loads++);

    await page.goto(lang === 'en' ? '/en' : '/');
    const card = page.locator('.product-card__link').first();
    await expect(card).toBeVisible({ timeout: 30_000 }); // a cold server draws pictures first
    await page.evaluate(() => Object.assign(window, { __beforeChunkError: true }));
    // The card in view prefetches the chunk, which fails: a failed prefetch must not reload the page.
    const prefetched = page.waitForResponse((r) => r.url().endsWith(`/assets/${productChunk}`));
    await card.scrollIntoViewIfNeeded();
    expect((await prefetched).status()).toBe(404);
    expect(chunkRequests).toBeGreaterThan(0);
    expect(loads).toBe(1);
    const href = await card.getAttribute('href');
    await card.click();

    // One reload, onto the product's address; the chunk is still missing, so the error page, not a loop.
    await expect(page).toHaveURL(new URL(href!, page.url()).href);
    const generic = page.getByRole('heading', {
      level: 1,
      name: t(lang, 'error.generic.title'),
    });
    await expect(generic).toBeVisible();
    await expect(page.getByText(`500 · ${t(lang, 'error.status.server')}`)).toBeVisible();
    await expect(page.getByText(t(lang, 'error.generic.description'))).toBeVisible();
    await expect(page.getByText(/dynamically imported module|Failed to fetch/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t(lang, 'common.retry') })).toBeVisible();
    expect(await page.evaluate(() => '__beforeChunkError' in window)).toBe(false);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
