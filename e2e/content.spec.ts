/** Content pages state the spec's shipping and returns terms in both languages; events show their products. */
import { expect, test } from './support/test';

test.describe.configure({ timeout: 90_000 });
const FIRST_RENDER = { timeout: 30_000 };

test.describe('content pages', () => {
  test('shipping states the delivery times and the free shipping threshold', async ({ page }) => {
    const vi = await page.goto('/page/shipping');
    expect(vi?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chính sách vận chuyển' }),
    ).toBeVisible(FIRST_RENDER);
    const body = page.locator('article');
    await expect(body).toContainText('3-5 ngày làm việc');
    await expect(body).toContainText('1-2 ngày làm việc');
    await expect(body).toContainText('Miễn phí giao hàng tiêu chuẩn cho đơn hàng trên $40');
    await expect(page).toHaveTitle(/^Chính sách vận chuyển \| /);

    await page.goto('/en/page/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible(
      FIRST_RENDER,
    );
    await expect(body).toContainText('Standard shipping: 3-5 business days');
    await expect(body).toContainText('Express shipping: 1-2 business days');
    await expect(body).toContainText('Free standard shipping on orders over $40');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  test('returns states the 7 days, the item condition and who pays', async ({ page }) => {
    await page.goto('/en/page/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' })).toBeVisible(
      FIRST_RENDER,
    );
    const body = page.locator('article');
    await expect(body).toContainText('within 7 days of receipt');
    await expect(body).toContainText('unused, unwashed, with tags and packaging');
    await expect(body).toContainText(
      'The customer pays return shipping unless the item is defective, wrong or missing',
    );
    await expect(body).toContainText('100%');

    await page.goto('/page/returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Chính sách đổi trả' })).toBeVisible(
      FIRST_RENDER,
    );
    await expect(body).toContainText('trong vòng 7 ngày kể từ ngày nhận hàng');
    await expect(body).toContainText('chưa qua sử dụng, chưa giặt, còn nguyên tem mác và bao bì');
    await expect(body).toContainText('100%');
  });
});

test.describe('event pages', () => {
  test('an event shows its dates, place, story and products in both languages', async ({
    page,
    request,
  }) => {
    for (const lang of ['vi', 'en'] as const) {
      const ev = (await (await request.get(`/api/content/events/summer-sale?lang=${lang}`)).json())
        .data;
      expect(ev.products.length).toBeGreaterThan(0);
      await page.goto(`${lang === 'en' ? '/en' : ''}/event/summer-sale`);
      await expect(page.getByRole('heading', { level: 1, name: ev.title })).toBeVisible(
        FIRST_RENDER,
      );
      await expect(page.getByText(ev.location)).toBeVisible();
      await expect(page.locator(`time[datetime="${ev.starts_at}"]`)).toBeVisible();
      await expect(page.locator(`time[datetime="${ev.ends_at}"]`)).toBeVisible();
      await expect(page.getByText(lang === 'en' ? 'Happening now' : 'Đang diễn ra')).toBeVisible();
      const products = page.getByRole('region', {
        name: lang === 'en' ? 'Shop the event' : 'Sản phẩm trong sự kiện',
      });
      // One card per product: count the grid's own items, not the colour swatches inside the cards.
      await expect(products.locator('.product-grid > li')).toHaveCount(ev.products.length);
      await expect(products.getByRole('link', { name: ev.products[0].name }).first()).toBeVisible();
    }
  });

  test('a product link from an event opens the product', async ({ page, request }) => {
    const ev = (await (await request.get('/api/content/events/summer-sale?lang=en')).json()).data;
    await page.goto('/en/event/summer-sale');
    const products = page.getByRole('region', { name: 'Shop the event' });
    await products.getByRole('link', { name: ev.products[0].name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/product/${ev.products[0].slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: ev.products[0].name })).toBeVisible(
      FIRST_RENDER,
    );
  });
});
