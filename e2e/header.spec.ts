import { expect, test, type Page } from './support/test';

const MENU = {
  vi: {
    prefix: '',
    open: 'Mở menu',
    close: 'Đóng menu',
    expand: 'Mở nhóm Nữ',
    child: 'Đầm',
    cart: 'Giỏ hàng',
  },
  en: {
    prefix: '/en',
    open: 'Open menu',
    close: 'Close menu',
    expand: 'Show Women',
    child: 'Dresses',
    cart: 'Cart',
  },
} as const;

async function openMenu(page: Page, lang: 'vi' | 'en') {
  await page.getByRole('button', { name: MENU[lang].open }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the side menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of ['vi', 'en'] as const) {
    test(`${lang}: shows the nested collections; navigating closes it`, async ({ page }) => {
      const t = MENU[lang];
      await page.goto(`${t.prefix}/`);
      const dialog = await openMenu(page, lang);
      const child = dialog.getByRole('link', { name: t.child, exact: true });
      await expect(child).toBeHidden();
      await dialog.getByRole('button', { name: t.expand }).click();
      await expect(dialog.getByRole('button', { name: t.expand })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await child.click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/collection/women/dresses$`));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: t.child })).toBeVisible();

      // Opened on that collection, its group starts expanded.
      const again = await openMenu(page, lang);
      await expect(again.getByRole('link', { name: t.child, exact: true })).toBeVisible();
    });
  }

  test('Escape, the close button and a click outside close it; focus stays inside while open', async ({
    page,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: MENU.vi.open });
    let dialog = await openMenu(page, 'vi');
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    dialog = await openMenu(page, 'vi');
    await dialog.getByRole('button', { name: MENU.vi.close }).click();
    await expect(dialog).toBeHidden();

    dialog = await openMenu(page, 'vi');
    await page.mouse.click(380, 600); // the backdrop right of the drawer
    await expect(dialog).toBeHidden();
  });

  test('holds the content pages, the language switch and the colour mode', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByLabel('Chế độ màu')).toBeHidden();
    const dialog = await openMenu(page, 'vi');
    for (const name of ['Giao hàng', 'Đổi trả', 'Về chúng tôi', 'Liên hệ', 'Tất cả sản phẩm']) {
      await expect(dialog.getByRole('link', { name })).toBeVisible();
    }
    await expect(dialog.getByLabel('Chế độ màu')).toBeVisible();
    await dialog.getByRole('link', { name: 'Chuyển sang English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('the header at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const paths = ['/', '/collection/women', 'product', '/en/collection/women/dresses'];
  for (const where of paths) {
    test(`fits menu, logo, search, language and cart with no horizontal scroll: ${where}`, async ({
      page,
      request,
    }) => {
      let path = where;
      if (where === 'product') {
        const listing = await (await request.get('/api/catalog/collections/?per_page=1')).json();
        path = `/product/${listing.data.items[0].slug as string}`;
      }
      await page.goto(path);
      await expect(page.locator('main h1, main .product-card').first()).toBeVisible();
      const header = page.getByRole('banner');
      const lang = path.startsWith('/en') ? 'en' : 'vi';
      for (const control of [
        header.getByRole('button', { name: MENU[lang].open }),
        header.getByRole('button', { name: lang === 'en' ? 'Search' : 'Tìm kiếm', exact: true }),
        header.getByRole('button', { name: new RegExp(`^${MENU[lang].cart}, \\d+`) }),
        header.getByRole('link', {
          name: lang === 'en' ? 'Switch to Tiếng Việt' : 'Chuyển sang English',
        }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('the colour-mode select at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The select is as wide as it would be with no width limit (so 'Theo hệ thống' is not cut), and inside the page. */
  async function expectWhole(page: Page, where: string) {
    const select = page.locator(where).getByRole('combobox').first();
    await select.scrollIntoViewIfNeeded();
    await expect(select).toBeInViewport({ ratio: 1 });
    const { width, natural } = await select.evaluate((el: HTMLSelectElement) => {
      const width = el.getBoundingClientRect().width;
      el.style.maxWidth = 'none';
      el.style.width = 'max-content';
      const natural = el.getBoundingClientRect().width;
      el.style.maxWidth = el.style.width = '';
      return { width, natural };
    });
    expect(width).toBeGreaterThanOrEqual(natural - 0.5);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }

  for (const lang of ['vi', 'en'] as const) {
    test(`shows its whole text in the footer and the checkout header (${lang})`, async ({
      page,
    }) => {
      const prefix = MENU[lang].prefix;
      await page.goto(`${prefix}/`);
      await expect(page.locator('main .product-card').first()).toBeVisible();
      await expectWhole(page, '.site-footer');
      await expect(
        page.locator('.site-footer').getByRole('combobox').locator('option:checked'),
      ).toHaveText(lang === 'vi' ? 'Theo hệ thống' : 'System');
      // The checkout layout's header has no side menu: the select stays in it. (A checkout of any
      // well-formed token: a malformed one is the server's 404, in the default layout.)
      await page.goto(`${prefix}/checkout/header-spec-token-0000000001`);
      await expectWhole(page, '.site-header--minimal');
    });
  }
});
