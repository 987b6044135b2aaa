/**
 * Taps and keys given before a server-rendered page is ready are kept and carried out once, in order
 * (issue 38; contract/early-input-script.ts). The app's scripts are held back with `page.route`, so
 * the window between the page on screen and the page ready is as wide as the test needs: nothing here
 * depends on timing.
 */
import { expect, request, test, type Page } from './support/test';
import { BASE_URL } from './support/browser';
import { LANGS, t, type Lang } from './support/messages';
import { holdScripts } from './support/page-start';

test.use({ viewport: { width: 390, height: 844 } });

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** The files of the cart's on-use part, as the build lists them in the page (scripts/route-assets.ts). */
async function cartPart(page: Page): Promise<string[]> {
  const text = await page.locator('#route-assets').textContent();
  return (JSON.parse(text ?? '{}') as { parts?: { cart?: string[] } }).parts?.cart ?? [];
}

interface Guided {
  slug: string;
  color: string;
  size: string;
}

const productPath = (lang: Lang, p: Guided) =>
  `${prefix(lang)}/product/${p.slug}?color=${p.color}&size=${encodeURIComponent(p.size)}`;

/** A product with a size guide and a variant well in stock, read through the API. */
let guided: Promise<Guided> | undefined;
function findGuided(): Promise<Guided> {
  guided ??= (async () => {
    const api = await request.newContext({ baseURL: BASE_URL });
    const get = async (path: string) => (await (await api.get(path)).json()).data;
    const list = await get('/api/catalog/collections/?per_page=100');
    for (const { slug } of list.items as { slug: string }[]) {
      const product = await get(`/api/catalog/products/${slug}?lang=en`);
      const variant = (product.variants as { color: string; size: string; stock: number }[]).find(
        (v) => v.stock > 10,
      );
      if (product.size_guide && variant) {
        await api.dispose();
        return { slug, color: variant.color, size: variant.size };
      }
    }
    throw new Error('the demo shop has no product with a size guide in stock');
  })();
  return guided;
}

for (const lang of LANGS) {
  test.describe(`early taps (${lang})`, () => {
    test('Add to cart tapped before the page is ready adds once and opens the cart', async ({
      page,
    }) => {
      const product = await findGuided();
      const release = await holdScripts(page);
      await page.goto(productPath(lang, product), { waitUntil: 'commit' });
      const add = page.getByRole('button', { name: t(lang, 'cart.add'), exact: true });
      await add.click();
      // Busy from the tap on: the shopper sees it was taken.
      await expect(add).toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      release();
      await expect(page.getByRole('dialog', { name: t(lang, 'cart.title') })).toBeVisible({
        timeout: 30_000,
      });
      await expect(add).not.toHaveAttribute('aria-busy');
      // Exactly once: nothing is carried out twice.
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test('Size guide tapped before the page is ready opens it', async ({ page }) => {
      const product = await findGuided();
      const release = await holdScripts(page);
      await page.goto(productPath(lang, product), { waitUntil: 'commit' });
      const guide = page.getByRole('button', { name: t(lang, 'product.sizeGuide'), exact: true });
      await guide.click();
      await expect(guide).toHaveAttribute('data-pending', '');
      release();
      const dialog = page.getByRole('dialog', { name: t(lang, 'product.sizeGuide') });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(guide).toBeFocused();
    });

    test("the header's cart button tapped before the page is ready opens the cart", async ({
      page,
    }) => {
      const release = await holdScripts(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${prefix(lang)}/`, { waitUntil: 'commit' });
      const cart = page.getByRole('button', { name: new RegExp(`^${t(lang, 'cart.title')}, `) });
      await cart.click();
      await expect(cart).toHaveAttribute('aria-busy', 'true');
      // The drawer's code is asked for from the tap, while the app's own is still on its way
      // (decision 030), not once the page is ready.
      const drawer = (await cartPart(page)).find((file) => /\/cart-drawer-[\w-]+\.js$/.test(file));
      expect(drawer).toBeDefined();
      await expect.poll(() => asked).toContain(drawer);
      release();
      await expect(page.getByRole('dialog', { name: t(lang, 'cart.title') })).toBeVisible({
        timeout: 30_000,
      });
      // The page behind an open drawer is inert (from the drawer's first frame painted on): nothing
      // in it can be focused or tapped.
      await expect
        .poll(() => page.evaluate(() => !!document.querySelector('main')?.closest('[inert]')))
        .toBe(true);
    });

    test('F8 pressed at first paint focuses the notifications once they come', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(`${prefix(lang)}/`, { waitUntil: 'commit' });
      await expect(page.locator('main')).toBeVisible();
      await page.keyboard.press('F8');
      release();
      const region = page.getByRole('region', {
        name: t(lang, 'toast.region', { hotkey: 'F8' }),
      });
      await expect(region).toBeFocused({ timeout: 30_000 });
    });
  });
}

test.describe('the language link before the page is ready, in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('VI opens the Vietnamese home, not the English one again', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en', { waitUntil: 'commit' });
    await page.locator('a.language-switcher').click();
    // The server sends an English browser from / to /en unless the choice is in the cookie.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    release();
  });
});
