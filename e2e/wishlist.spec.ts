/** The wishlist (issue 4): a heart on cards and the product page, the /wishlist screen, move to cart. */
import type { APIRequestContext } from './support/test';
import { expect, test } from './support/test';

async function productInStock(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const list = await (
    await request.get('/api/catalog/collections/?per_page=1&in_stock=1&category=bags')
  ).json();
  return { slug: list.data.items[0].slug, name: list.data.items[0].name };
}

test('an empty wishlist says so, in both languages', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Danh sách yêu thích' })).toBeVisible();
  await expect(page.getByText('Chưa có sản phẩm nào trong danh sách yêu thích')).toBeVisible();
  await page.goto('/en/wishlist');
  await expect(page.getByText('No products in your wishlist yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/en/collection',
  );
});

test('the heart saves a product, the wishlist lists it after a reload, and it moves to the cart', async ({
  page,
  request,
}) => {
  const product = await productInStock(request);
  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole('main').getByRole('button', { name: 'Thêm vào yêu thích' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = page.getByRole('main').getByRole('button', { name: 'Bỏ khỏi yêu thích' }).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('region', { name: 'Thông báo (F8)' })
      .getByText('Đã thêm vào danh sách yêu thích'),
  ).toBeVisible();

  await page.goto('/wishlist');
  await page.reload();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: `Chuyển vào giỏ: ${product.name}` }).click();
  // One variant goes straight in; several ask for a colour and size first.
  const chooser = page.getByRole('dialog', { name: 'Chọn màu và kích cỡ' });
  const drawer = page.getByRole('dialog', { name: /Giỏ hàng/ });
  await expect(chooser.or(drawer)).toBeVisible();
  if (await chooser.isVisible())
    await chooser.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
  await drawer.getByRole('button', { name: 'Đóng' }).click();
  await expect(page.getByText('Chưa có sản phẩm nào trong danh sách yêu thích')).toBeVisible();
});
