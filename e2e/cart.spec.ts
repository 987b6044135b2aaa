/**
 * The cart (issue 4): kept on the device in IndexedDB, shared by tabs, kept offline and across a browser
 * restart, re-checked with the API. Tests that add need the product page's 'Add to cart' button.
 */
import type { Page } from './support/test';
import { expect, launchPersistent, test } from './support/persistent-context';
import { singleVariantProduct, type SingleVariantProduct as Pick } from './support/catalog';
import { waitForServiceWorker } from './support/service-worker';

// Offline adds and reloads need the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

async function addFromProductPage(page: Page, pick: Pick): Promise<void> {
  await page.goto(`/product/${pick.slug}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByRole('dialog', { name: /Giỏ hàng/ })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();
}

const cartLine = (page: Page, pick: Pick) =>
  page.locator(`.cart-line[data-variant-id="${pick.variantId}"]`);

test('an empty cart says so, with a way back to shopping, in both languages', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
  await expect(page.getByText('Giỏ hàng của bạn đang trống')).toBeVisible();
  await page.getByRole('link', { name: 'Tiếp tục mua sắm' }).click();
  await expect(page).toHaveURL(/\/collection$/);

  await page.goto('/en/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/en/collection',
  );
});

test('an added item survives a reload, and the header badge counts it', async ({
  page,
  request,
}) => {
  const pick = await singleVariantProduct(request);
  await addFromProductPage(page, pick);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await page.goto('/cart');
  await expect(cartLine(page, pick)).toContainText(pick.name);
});

test('a second tab sees the add at once', async ({ context, request }) => {
  const pick = await singleVariantProduct(request);
  const [first, second] = [await context.newPage(), await context.newPage()];
  await second.goto('/cart');
  await expect(second.getByText('Giỏ hàng của bạn đang trống')).toBeVisible();
  await addFromProductPage(first, pick);
  await expect(second.getByRole('button', { name: 'Giỏ hàng, 1 sản phẩm' })).toBeVisible();
  await expect(cartLine(second, pick)).toBeVisible();
});

test('adding offline works, and the cart is still there after an offline reload', async ({
  page,
  context,
  request,
}) => {
  const pick = await singleVariantProduct(request);
  await page.goto(`/product/${pick.slug}`);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();
  await page.goto('/cart');
  await expect(cartLine(page, pick)).toBeVisible();
  await page.reload();
  await expect(cartLine(page, pick)).toBeVisible();
});

test('the cart survives closing and reopening the browser', async ({ profileDir, request }) => {
  // Two launches of a persistent profile: 26–29 s on this machine, near the default 30 s.
  test.setTimeout(90_000);
  const pick = await singleVariantProduct(request);
  let browser = await launchPersistent(profileDir);
  const page = browser.pages()[0] ?? (await browser.newPage());
  await addFromProductPage(page, pick);
  await browser.close();

  browser = await launchPersistent(profileDir);
  const again = browser.pages()[0] ?? (await browser.newPage());
  await again.goto('/cart');
  await expect(cartLine(again, pick)).toContainText(pick.name);
  await browser.close();
});

test('a price changed on the server is shown on the line and applied only when accepted', async ({
  page,
  request,
}) => {
  const pick = await singleVariantProduct(request);
  await addFromProductPage(page, pick);
  const newPrice = pick.price + 1000;
  await page.route('**/api/catalog/variants?**', async (route) => {
    const real = await (await route.fetch()).json();
    real.data = real.data.map((v: { id: string; price: number }) =>
      v.id === pick.variantId ? { ...v, price: newPrice } : v,
    );
    await route.fulfill({ json: real });
  });
  await page.goto('/cart');
  const line = cartLine(page, pick);
  await expect(line.getByText(/Giá đã thay đổi: .+ → .+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thanh toán' })).toBeDisabled();
  await line.getByRole('button', { name: `Đồng ý với thay đổi của ${pick.name}` }).click();
  await expect(line.getByText(/Giá đã thay đổi/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Thanh toán' })).toBeEnabled();
});

test('remove offers undo; checkout goes to a fresh token; the drawer closes on a route change', async ({
  page,
  request,
}) => {
  const pick = await singleVariantProduct(request);
  await addFromProductPage(page, pick);
  const drawer = page.getByRole('dialog', { name: /Giỏ hàng/ });
  await drawer.getByRole('button', { name: `Xoá ${pick.name} khỏi giỏ hàng` }).click();
  await expect(drawer.getByText('Giỏ hàng của bạn đang trống')).toBeVisible();
  await page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(drawer.getByRole('link', { name: pick.name })).toBeVisible();

  await drawer.getByRole('link', { name: pick.name }).click();
  await expect(drawer).toBeHidden();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22,64}$/);
});
