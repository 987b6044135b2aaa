/**
 * With the API failing, screens show an error with a retry button, or the offline view when no answer
 * comes at all (never a blank page); retry recovers. The screens are opened in the app: a first visit
 * gets them rendered by the server, whose reads do not cross the shopper's network.
 */
import { openInApp } from './support/in-app';
import { expect, test, type APIRequestContext } from './support/test';

async function productOf(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const res = await (
    await request.get('/api/catalog/collections/?per_page=1&sort=featured&lang=en')
  ).json();
  return { slug: res.data.items[0].slug as string, name: res.data.items[0].name as string };
}

// The service worker would answer from its cache; these tests are about the network failing.
test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 90_000 });

test.describe('when the API fails', () => {
  test('a product page offers the offline view with retry while the API is unreachable, then the product', async ({
    page,
    request,
  }) => {
    const product = await productOf(request);
    let blocked = 0;
    await page.route('**/api/catalog/**', (route) => {
      blocked += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/en/cart');
    await openInApp(page, `/en/product/${product.slug}`);
    // No answer at all (the device still online): the offline view says the shop can't be reached and
    // offers what the device has, with a retry.
    const unreachable = page.getByRole('heading', {
      level: 1,
      name: "We can't reach the shop right now",
    });
    await expect(unreachable).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Your cart', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toHaveCount(0);
    expect(blocked).toBeGreaterThan(0);

    await page.unroute('**/api/catalog/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(unreachable).toHaveCount(0);
  });

  test('a content page shows an error with retry on 500s, then the page', async ({ page }) => {
    await page.route('**/api/content/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server error' }),
      }),
    );
    await openInApp(page, '/page/shipping');
    const retry = page.getByRole('button', { name: 'Thử lại' });
    await expect(page.getByRole('alert').filter({ has: retry })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Không tải được trang này.')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.unroute('**/api/content/**');
    await retry.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chính sách vận chuyển' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(retry).toHaveCount(0);
  });

  test('an event page recovers the same way', async ({ page }) => {
    await page.route('**/api/content/**', (route) => route.abort('connectionfailed'));
    await openInApp(page, '/en/event/summer-sale');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/api/content/**');
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: /Summer Sale/ })).toBeVisible({
      timeout: 30_000,
    });
  });
});
