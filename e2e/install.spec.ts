/**
 * The install offer (issue 5). Chromium's beforeinstallprompt is faked: an Event with a prompt() stub
 * and a resolved userChoice, dispatched at DOMContentLoaded, before React mounts (the app must keep it).
 * The rule: the offer waits for a second page or a first save to the wishlist/cart, never in checkout.
 */
import { expect, test, type Page } from './support/test';

const T = {
  vi: {
    prefix: '',
    region: 'Cài đặt ứng dụng',
    title: 'Cài ứng dụng Mây Clothing',
    install: 'Cài đặt',
    notNow: 'Để sau',
    openMenu: 'Mở menu',
    menuEntry: 'Cài đặt ứng dụng',
    allProducts: 'Tất cả sản phẩm',
    heart: 'Thêm vào yêu thích',
    iosTitle: 'Thêm Mây Clothing vào Màn hình chính',
    iosSteps: 'Chạm Chia sẻ, rồi chọn Thêm vào MH chính.',
    iosOk: 'Đã hiểu',
  },
  en: {
    prefix: '/en',
    region: 'Install the app',
    title: 'Install Mây Clothing',
    install: 'Install',
    notNow: 'Not now',
    openMenu: 'Open menu',
    menuEntry: 'Install app',
    allProducts: 'All products',
    heart: 'Add to wishlist',
    iosTitle: 'Add Mây Clothing to your Home Screen',
    iosSteps: 'Tap Share, then Add to Home Screen.',
    iosOk: 'Got it',
  },
} as const;
type Lang = keyof typeof T;

// Each test loads three or four pages; on a shared 2-core runner that can pass 30 s.
test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

declare global {
  interface Window {
    __installPrompts?: number;
  }
}

/** On every load: a fake beforeinstallprompt whose prompt() is counted and whose userChoice is `accepted`. */
async function fakeInstallPrompt(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__installPrompts = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          window.__installPrompts = (window.__installPrompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  });
}

/** A first page in a fresh tab, read until the app has counted it (a shopper reads before moving on). */
async function firstVisit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => sessionStorage.getItem('pwa-install-page-views') !== null);
}

const offer = (page: Page, lang: Lang) => page.getByRole('complementary', { name: T[lang].region });

/** Opens the phone menu and checks the install entry is there: proof the prompt event was kept. */
async function openMenuWithInstallEntry(page: Page, lang: Lang) {
  await page.getByRole('button', { name: T[lang].openMenu }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: T[lang].menuEntry })).toBeVisible();
  return menu;
}

test.describe('with the browser offering an install', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(({ page }) => fakeInstallPrompt(page));

  for (const lang of ['vi', 'en'] as const) {
    const t = T[lang];

    test(`${lang}: nothing on the first page; the offer comes on the second; Install prompts and hides it`, async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/`);
      const menu = await openMenuWithInstallEntry(page, lang);
      await expect(offer(page, lang)).toHaveCount(0);

      await menu.getByRole('link', { name: t.allProducts, exact: true }).click();
      await expect(page).toHaveURL(`${t.prefix}/collection`);
      const card = offer(page, lang);
      await expect(card).toBeVisible();
      await expect(card.getByText(t.title)).toBeVisible();
      // It appears without taking focus from the page.
      expect(await card.evaluate((el) => el.contains(document.activeElement))).toBe(false);

      await card.getByRole('button', { name: t.install }).click();
      await expect(card).toHaveCount(0);
      expect(await page.evaluate(() => window.__installPrompts)).toBe(1);
      // Accepted: remembered, so a later visit offers nothing even with the event back.
      await page.goto(`${t.prefix}/cart`);
      await openMenuWithInstallEntry(page, lang);
      await expect(offer(page, lang)).toHaveCount(0);
    });

    test(`${lang}: "Not now" hides it, and it stays hidden after a reload and on later pages`, async ({
      page,
    }) => {
      await firstVisit(page, `${t.prefix}/`);
      await page.goto(`${t.prefix}/collection`);
      const card = offer(page, lang);
      await card.getByRole('button', { name: t.notNow }).click();
      await expect(card).toHaveCount(0);

      await page.reload();
      await openMenuWithInstallEntry(page, lang);
      await page.keyboard.press('Escape');
      await page.goto(`${t.prefix}/wishlist`);
      await openMenuWithInstallEntry(page, lang);
      await expect(offer(page, lang)).toHaveCount(0);
    });
  }

  test('vi: a first save to the wishlist brings the offer on the first page', async ({
    page,
    request,
  }) => {
    const list = await (
      await request.get('/api/catalog/collections/?per_page=1&in_stock=1')
    ).json();
    await page.goto(`/product/${list.data.items[0].slug}`);
    await openMenuWithInstallEntry(page, 'vi');
    await page.keyboard.press('Escape');
    await expect(offer(page, 'vi')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: T.vi.heart }).first().click();
    await expect(offer(page, 'vi')).toBeVisible();
  });

  test('en: never during checkout, back after leaving it', async ({ page }) => {
    await firstVisit(page, '/en/');
    await page.goto('/en/collection');
    await expect(offer(page, 'en')).toBeVisible();
    // An in-app navigation (wouter follows pushState), so the card already shown has to go.
    await page.evaluate(() => history.pushState(null, '', '/en/checkout/some-token'));
    await expect(page).toHaveURL('/en/checkout/some-token');
    await expect(offer(page, 'en')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/en/collection');
    await expect(offer(page, 'en')).toBeVisible();
  });
});

test.describe('on iPhone Safari (no beforeinstallprompt)', () => {
  test.use({ userAgent: IPHONE_UA, viewport: PHONE, isMobile: true, hasTouch: true });

  for (const lang of ['vi', 'en'] as const) {
    const t = T[lang];
    test(`${lang}: the second page shows the Add to Home Screen how-to; "${t.iosOk}" keeps it away`, async ({
      page,
    }) => {
      await firstVisit(page, `${t.prefix}/`);
      await expect(offer(page, lang)).toHaveCount(0);
      await page.goto(`${t.prefix}/collection`);
      const card = offer(page, lang);
      await expect(card.getByText(t.iosTitle)).toBeVisible();
      await expect(card).toContainText(t.iosSteps);
      await expect(card.getByRole('button', { name: t.install })).toHaveCount(0);

      await card.getByRole('button', { name: t.iosOk }).click();
      await expect(card).toHaveCount(0);
      await page.goto(`${t.prefix}/cart`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(offer(page, lang)).toHaveCount(0);
    });
  }
});
