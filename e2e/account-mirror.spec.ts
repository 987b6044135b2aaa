/**
 * A signed-in customer's cart and wishlist are mirrored to the server (issue 4): what the device adds
 * reaches /api/account/*, another browser with the same session gets it on start, a reload does not
 * count it twice, and an anonymous shopper's pages never call /api/account at all.
 * Each run registers a new customer (the e2e database persists between runs).
 */
import type { APIRequestContext, BrowserContext, Page } from './support/test';
import { expect, test, watch, watchMissingText } from './support/test';
import { BASE_URL } from './support/browser';
import { singleVariantProduct, type SingleVariantProduct as Pick } from './support/catalog';

async function register(request: APIRequestContext): Promise<string> {
  const email = `mirror-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: 'Lan',
      last_name: 'Nguyễn',
      email,
      password: 'e2e-password',
      password_confirmation: 'e2e-password',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.token;
}

/** The cookie as the app's token.ts writes it: SameSite=Strict, Secure, readable by script. */
async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'token', value: token, url: BASE_URL, sameSite: 'Strict', secure: true },
  ]);
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const isCartPut = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/api/account/cart') && r.request().method() === 'PUT';

async function serverCart(request: APIRequestContext, token: string) {
  return (await (await request.get('/api/account/cart', bearer(token))).json()).data;
}

async function serverWishlistIds(request: APIRequestContext, token: string): Promise<string[]> {
  const cards = (await (await request.get('/api/account/wishlist', bearer(token))).json()).data;
  return cards.map((c: { id: string }) => c.id);
}

async function addToCartAndWishlist(page: Page, pick: Pick): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Thêm vào yêu thích' }).first().click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Bỏ khỏi yêu thích' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();
}

test('a signed-in customer: the device cart and wishlist reach the server, another browser gets them, a reload adds nothing', async ({
  browser,
  context,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const pick = await singleVariantProduct(request);
  const token = await register(request);
  await signIn(context, token);

  // The mirror's start (GET, merge, PUT) runs before the first add.
  const started = page.waitForResponse(isCartPut);
  await page.goto(`/product/${pick.slug}`);
  expect((await started).status()).toBe(200);
  await addToCartAndWishlist(page, pick);

  await expect
    .poll(() => serverCart(request, token), { timeout: 15_000 })
    .toEqual({ lines: [{ variant_id: pick.variantId, quantity: 1 }] });
  await expect
    .poll(() => serverWishlistIds(request, token), { timeout: 15_000 })
    .toEqual([pick.id]);

  // A reload starts the mirror again: the cart already mirrored is not added to itself.
  const restarted = page.waitForResponse(isCartPut);
  await page.reload();
  await restarted;
  expect(await serverCart(request, token)).toEqual({
    lines: [{ variant_id: pick.variantId, quantity: 1 }],
  });

  // A fresh browser with the same session: the cart and wishlist come from the server.
  const other = watch(watchMissingText(await browser.newContext()));
  try {
    await signIn(other, token);
    const page2 = await other.newPage();
    await page2.goto('/cart');
    await expect(page2.getByRole('main').getByRole('link', { name: pick.name })).toBeVisible({
      timeout: 15_000,
    });
    await page2.goto('/wishlist');
    await expect(page2.getByRole('heading', { name: pick.name })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an anonymous shopper makes no /api/account request', async ({ page, request }) => {
  const pick = await singleVariantProduct(request);
  const accountCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/account')) accountCalls.push(r.url());
  });
  await page.goto(`/product/${pick.slug}`);
  await addToCartAndWishlist(page, pick);
  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: pick.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(accountCalls).toEqual([]);
});
