/**
 * Discount codes from the back office to the checkout (issue 39), in both languages: a staff member
 * creates a code (15% off, a minimum subtotal) in the admin's form; a shopper, in a browser of their
 * own, applies it at checkout, sees the discount and places the order; the code's row shows the use;
 * staff pause it from the list, and the shopper's next checkout is refused with the paused message.
 * Each run makes its own member and code: the e2e database is kept between runs.
 */
import { adminTexts } from './support/admin';
import { singleVariantProduct } from './support/catalog';
import { continueToReview, fillInformation, vietnam } from './support/checkout-form';
import { LANGS, prefix, textsOf, type Lang } from './support/messages';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, watch, watchMissingText, type Page } from './support/test';

// The server, Chromium and a second worker share two cores.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Adds the product from its page and opens a new checkout from the cart; answers the summary. */
async function startCheckout(page: Page, lang: Lang, product: { slug: string; name: string }) {
  const t = textsOf(lang);
  await page.goto(`${prefix(lang)}/product/${product.slug}`);
  await page.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: product.name })).toBeVisible();
  await page.goto(`${prefix(lang)}/cart`);
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.step.information') }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: t('checkout.summary.title') });
  return {
    summary,
    code: summary.getByRole('textbox', { name: t('checkout.discount.label') }),
    apply: summary.getByRole('button', { name: t('checkout.discount.apply') }),
  };
}

for (const lang of LANGS) {
  const a = adminTexts(lang);
  const t = textsOf(lang);
  const admin = lang === 'en' ? '/en/admin' : '/admin';

  test(`${lang}: staff create a code with a minimum subtotal; a shopper gets its discount; paused, the next checkout is refused`, async ({
    page,
    browser,
    request,
  }) => {
    const { slug, price } = await singleVariantProduct(request);
    const named = (await (await request.get(`/api/catalog/products/${slug}?lang=${lang}`)).json())
      .data;
    const product = { slug, price, name: named.name as string };
    const info = (await (await request.get('/api/public/store-info')).json()).data;
    const currency = info.currency as string;
    const code = `E2E-${lang}-${Date.now().toString(36)}`.toUpperCase();

    // A staff member (not the owner: discounts are staff's work) signs in on the way to a new code.
    const email = await newStaff('staff');
    await page.goto(`${admin}/discounts/new`);
    await page.getByLabel(a('auth.email')).fill(email);
    await page.getByLabel(a('auth.password')).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: a('auth.sign_in.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('discounts.new') })).toBeVisible();

    // 15% off from the product's own price: one of it reaches the minimum.
    await page.getByLabel(a('discounts.field.code'), { exact: true }).fill(code.toLowerCase());
    await expect(page.getByLabel(a('discounts.field.kind'))).toHaveValue('percent');
    await page.getByLabel(a('discounts.field.value_percent')).fill('15');
    await page
      .getByLabel(a('discounts.field.min_subtotal', { currency }))
      .fill((product.price / 100).toFixed(2));
    await page.getByRole('button', { name: a('discounts.create') }).click();

    await expect(page.getByRole('heading', { level: 1, name: a('discounts.title') })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code }) });
    await expect(row.getByText(a('discounts.state.active'), { exact: true })).toBeVisible();

    // The shopper, in a browser of their own, applies it as typed (any case).
    const shopper = watch(watchMissingText(await browser.newContext()));
    const shop = await shopper.newPage();
    const first = await startCheckout(shop, lang, product);
    await first.code.fill(code.toLowerCase());
    await first.apply.click();
    await expect(first.summary.getByText(t('checkout.discount.applied', { code }))).toBeVisible();
    await expect(
      first.summary.getByText(`${t('checkout.summary.discount')} (${code})`),
    ).toBeVisible();
    await fillInformation(shop, lang, await vietnam(request, lang));
    await continueToReview(shop, lang);
    await shop.getByRole('button', { name: t('checkout.placeOrder') }).click();
    const view = shop.getByRole('link', { name: t('checkout.confirmation.view'), exact: true });
    await expect(view).toBeVisible();
    const token = (await view.getAttribute('href'))!.split('/').pop()!;
    const order = (await (await request.get(`/api/orders/${token}`)).json()).data;
    expect(order).toMatchObject({
      discount_code: code,
      discount: Math.round(product.price * 0.15),
    });

    // Its row counts the use; staff pause it from there.
    await page.reload();
    await expect(row.getByRole('link', { name: '1', exact: true })).toBeVisible();
    await row.getByRole('button', { name: a('discounts.pause_named', { code }) }).click();
    await expect(row.getByText(a('discounts.state.paused'), { exact: true })).toBeVisible();
    await expect(
      row.getByRole('button', { name: a('discounts.resume_named', { code }) }),
    ).toBeVisible();

    // The shopper's next checkout: the code is refused, with the reason.
    const next = await startCheckout(shop, lang, product);
    await next.code.fill(code);
    await next.apply.click();
    await expect(next.code).toHaveAccessibleDescription(t('checkout.errors.discount_paused'));
    await expect(next.summary.locator('.summary-amounts__row--discount')).toHaveCount(0);
    await shopper.close();
  });
}
