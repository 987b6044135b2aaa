import { expect, test, type Page } from './support/test';

const NAMES = {
  vi: { input: 'Tìm sản phẩm', toggle: 'Tìm kiếm', prefix: '' },
  en: { input: 'Search products', toggle: 'Search', prefix: '/en' },
} as const;

const searchBox = (page: Page, lang: 'vi' | 'en') =>
  page.getByRole('combobox', { name: NAMES[lang].input });

test.describe('live search (desktop: the field sits in the header)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('vi: "dam" finds an Đầm product; arrow + Enter opens it', async ({ page }) => {
    await page.goto('/');
    const input = searchBox(page, 'vi');
    await input.fill('dam');
    const option = page.getByRole('listbox').getByRole('option', { name: /Đầm/ }).first();
    await expect(option).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const name = (await option.locator('.live-search__name').textContent()) ?? '';
    expect(name).toContain('Đầm');

    await input.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? '',
    );
    await input.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('en: "dress" finds a dress; Escape closes; Enter opens the results page', async ({
    page,
  }) => {
    await page.goto('/en');
    const input = searchBox(page, 'en');
    await input.fill('dress');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: /dress/i }).first()).toBeVisible();

    await input.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('dress');

    await input.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=dress$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Results for “dress”' }),
    ).toBeVisible();
    await expect(page.locator('main .product-card').first()).toContainText(/dress/i);
  });

  test('a query that matches nothing says so', async ({ page }) => {
    await page.goto('/en');
    await searchBox(page, 'en').fill('qqxzzv');
    await expect(page.locator('.live-search__popup')).toHaveText('No data available');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('arrows wrap to the "see all" option, which opens the results page', async ({ page }) => {
    await page.goto('/');
    const input = searchBox(page, 'vi');
    await input.fill('tui');
    await expect(page.getByRole('option').first()).toBeVisible();
    await input.press('ArrowUp');
    const all = page.getByRole('option', { name: 'Xem tất cả kết quả cho “tui”' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tui$/);
  });
});

test.describe('the results page', () => {
  for (const lang of ['vi', 'en'] as const) {
    test(`${lang}: q=ao lists products and survives a reload`, async ({ page }) => {
      await page.goto(`${NAMES[lang].prefix}/search?q=ao`);
      const heading = lang === 'vi' ? 'Kết quả cho “ao”' : 'Results for “ao”';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const cards = page.locator('main .product-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(cards).toHaveCount(count);
      await expect(page).toHaveURL(/\/search\?q=ao$/);
      await expect(page).toHaveTitle(new RegExp(lang === 'vi' ? '^Tìm kiếm' : '^Search'));
    });
  }

  test('vi: collections whose name matches are listed too', async ({ page }) => {
    await page.goto('/search?q=dam');
    await expect(page.getByRole('heading', { level: 2, name: 'Bộ sưu tập' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nữ › Đầm' })).toBeVisible();
  });
});

test.describe('live search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a panel under the header, and closes on Escape and after choosing', async ({
    page,
  }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: NAMES.en.toggle, exact: true });
    const input = searchBox(page, 'en');
    await expect(input).toBeHidden();
    await toggle.click();
    await expect(input).toBeFocused();
    const box = await input.boundingBox();
    expect(box?.width).toBeGreaterThan(330);

    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await input.fill('dress');
    const option = page.getByRole('option', { name: /dress/i }).first();
    const name = (await option.locator('.live-search__name').textContent()) ?? '';
    await option.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(input).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The products the results page says it found. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('.collection__count').innerText();
  return Number(text.replace(/\D/g, ''));
}

test.describe('the results page as a collection (issue 40)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('vi: sort by relevance first, then a price order and a filter, all kept beside q', async ({
    page,
  }) => {
    await page.goto('/search?q=ao');
    const sort = page.getByLabel('Sắp xếp theo');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option').first()).toHaveText('Liên quan nhất');
    const all = await shownCount(page);
    expect(all).toBeGreaterThan(0);

    await sort.selectOption({ label: 'Giá: Thấp đến cao' });
    await expect(page).toHaveURL(/\/search\?q=ao&sort=price_asc$/);
    const box = page.getByRole('checkbox', { name: /^Chỉ hiện hàng còn sẵn/ });
    await box.locator('xpath=ancestor::label[1]').click();
    await expect(page).toHaveURL(/\/search\?q=ao&sort=price_asc&in_stock=1$/);
    await expect.poll(() => shownCount(page)).toBeLessThanOrEqual(all);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Chỉ hiện hàng còn sẵn/ })).toBeChecked();
    await expect(page.getByLabel('Sắp xếp theo')).toHaveValue('price_asc');
  });

  test('vi: "Load more" pages the results, and a reload keeps the pages', async ({ page }) => {
    await page.goto('/search?q=ao');
    const total = await shownCount(page);
    test.skip(total <= 24, 'the demo shop has too few matches to page');
    await expect(page.locator('main .product-card')).toHaveCount(24);
    await page.getByRole('button', { name: 'Xem thêm' }).click();
    await expect(page).toHaveURL(/\/search\?q=ao&page=2$/);
    await expect(page.locator('main .product-card')).toHaveCount(Math.min(48, total));
    await page.reload();
    await expect(page.locator('main .product-card')).toHaveCount(Math.min(48, total));
  });

  for (const [lang, typo, meant] of [
    ['en', 'dresss', 'dress'],
    ['vi', 'khaoc', 'khoác'],
  ] as const) {
    test(`${lang}: a typo still finds, and the live list says what it meant`, async ({ page }) => {
      await page.goto(lang === 'en' ? '/en' : '/');
      const input = searchBox(page, lang);
      await input.fill(typo);
      const text = lang === 'en' ? `Did you mean “${meant}”?` : `Có phải bạn muốn tìm “${meant}”?`;
      const option = page.getByRole('option', { name: text });
      await expect(option).toBeVisible();
      await input.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(meant)}$`));
      await expect(page.locator('main .product-card').first()).toBeVisible();
    });
  }

  test('vi: the live list suggests searches made from the names', async ({ page }) => {
    await page.goto('/');
    await searchBox(page, 'vi').fill('dam');
    const group = page.getByRole('group', { name: 'Tìm kiếm gợi ý' });
    await expect(group.getByRole('option').first()).toHaveText(/^đầm /);
  });
});
