import { expect, test } from './support/test';
import { waitForServiceWorker } from './support/service-worker';

// The service worker is what this file tests (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('with the API unreachable, a product seen before shows its cached data, in both languages', async ({
  page,
  context,
  request,
}) => {
  // Two languages, each: install the worker, reload twice. On a first CI start the server is still
  // drawing pictures in the background, so this needs more than the default 30 s.
  test.setTimeout(90_000);
  const first = (await (await request.get('/api/catalog/collections/?per_page=1')).json()).data
    .items[0];
  const en = (await (await request.get(`/api/catalog/products/${first.slug}?lang=en`)).json()).data;
  for (const [path, name] of [
    [`/product/${first.slug}`, first.name as string],
    [`/en/product/${first.slug}`, en.name as string],
  ] as const) {
    await context.setOffline(false);
    await page.goto(path);
    await waitForServiceWorker(page);
    // Once the worker controls the page, a reload sends the product read through its cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await context.setOffline(false);
});
