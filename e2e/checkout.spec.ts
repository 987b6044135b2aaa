/**
 * Checkout (issue 11), in both languages: the spec's validation messages at their fields, the country
 * combobox, the card payment refusal, discount codes, a cash-on-delivery order to its confirmation, and
 * an order placed offline that waits in the outbox, survives a reload and is sent once when the network
 * returns, its confirmation mailed in the page's language. Orders are placed on the e2e shop's own
 * database; the single-use code is left alone.
 */
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import { continueToReview, fillInformation, textbox, vietnam } from './support/checkout-form';
import { LANGS, prefix, textsOf, type Lang } from './support/messages';
import { mailAbout, type ReceivedMail } from './support/mail-inbox';
import { waitForServiceWorker } from './support/service-worker';

// Two workers, the server and Chromium share two cores: screens can take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
// Each test is a whole flow (a reload, steps, the worker); the first ones run while a fresh server
// still draws its pictures, which took the first one past the default 30 s in a full run.
test.describe.configure({ timeout: 90_000 });

const TOKEN_RE = '[A-Za-z0-9_-]{22,64}';

interface Pick {
  slug: string;
  /** In the test's language. */
  name: string;
  /** The product page's query that chooses the variant. */
  query: string;
}

let deepest: Promise<{ slug: string; color: string; size: string }> | undefined;

/**
 * The variant with the most stock among the first products that come in several: each order takes a unit
 * for good from the database e2e keeps between runs, so orders draw on the deepest stock and leave the
 * single-variant bags the other specs add alone. Found once per worker.
 */
async function productIn(request: APIRequestContext, lang: Lang): Promise<Pick> {
  const get = async (path: string) => (await (await request.get(path)).json()).data;
  deepest ??= (async () => {
    const list = await get('/api/catalog/collections/?per_page=30&in_stock=1');
    let best: { slug: string; color: string; size: string; stock: number } | undefined;
    for (const { slug } of list.items as { slug: string }[]) {
      const product = await get(`/api/catalog/products/${slug}`);
      const variants = product.variants as { color: string; size: string; stock: number }[];
      if (variants.length < 2) continue;
      for (const v of variants) if (!best || v.stock > best.stock) best = { slug, ...v };
    }
    if (!best || best.stock < 5) throw new Error('the demo shop has no variant well in stock');
    return best;
  })();
  const { slug, color, size } = await deepest;
  const product = await get(`/api/catalog/products/${slug}?lang=${lang}`);
  return {
    slug,
    name: product.name,
    query: new URLSearchParams({ color, size }).toString(),
  };
}

/** Adds the product from its page, then presses Checkout in the cart: a fresh checkout token. */
async function startCheckout(page: Page, lang: Lang, pick: Pick): Promise<string> {
  const t = textsOf(lang);
  await page.goto(`${prefix(lang)}/product/${pick.slug}?${pick.query}`);
  await page.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();
  await page.goto(`${prefix(lang)}/cart`);
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/checkout/${TOKEN_RE}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.step.information') }),
  ).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/**
 * Types into the combo box as a person does: focused (and scrolled to) first, then typed. Filled in one
 * go, the scroll of the focus would land just after the list opened and close it (the popover closes
 * when the page scrolls), taking the text with it.
 */
async function typeInto(combo: Locator, text: string): Promise<void> {
  await combo.click();
  await combo.fill(text);
}

/**
 * The confirmation thanks the shopper with the order's number and links its page; answers the order as
 * the server has it (one order for the token, the number the shopper was shown).
 */
async function expectConfirmation(page: Page, lang: Lang, request: APIRequestContext) {
  const t = textsOf(lang);
  await expect(page).toHaveURL(`${prefix(lang)}/checkout/confirmation`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('checkout.confirmation.title') }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: t('checkout.confirmation.view'), exact: true });
  await expect(link).toHaveAttribute('href', new RegExp(`^${prefix(lang)}/order/${TOKEN_RE}$`));
  const token = (await link.getAttribute('href'))!.split('/').pop()!;
  const res = await request.get(`/api/orders/${token}`);
  expect(res.status()).toBe(200);
  const order = (await res.json()).data as {
    number: string;
    payment_method: string;
    discount: number;
    lines: { quantity: number }[];
  };
  await expect(
    page.getByText(t('checkout.confirmation.number', { number: order.number })),
  ).toBeVisible();
  // The shopper's confirmation mail, as it arrived: in the page's language, linking to the order's
  // page in it (an order placed on /en, or replayed from the outbox, is an English order).
  let mail: ReceivedMail | null = null;
  await expect
    .poll(async () => (mail = await mailAbout('lan.nguyen@example.com', order.number)), {
      timeout: 15_000,
    })
    .not.toBeNull();
  const { subject, text, html } = mail!;
  expect(subject).toBe(
    lang === 'en' ? `We received your order ${order.number}` : `Đã nhận đơn hàng ${order.number}`,
  );
  expect(text).toMatch(new RegExp(`https?://[^/\\s]+${prefix(lang)}/order/${token}`));
  expect(html).toContain(`<html lang="${lang}">`);
  return order;
}

for (const lang of LANGS) {
  const t = textsOf(lang);

  test.describe(`${lang}: checkout`, () => {
    test('the empty form shows every required message; an invalid email; no country found; the card refused', async ({
      page,
      request,
    }) => {
      const pick = await productIn(request, lang);
      await startCheckout(page, lang, pick);
      const next = page.getByRole('button', { name: t('checkout.continue') });
      await next.click();

      const required: [string, string][] = [
        ['checkout.contact.email', 'checkout.errors.email_required'],
        ['checkout.address.full_name', 'checkout.errors.full_name_required'],
        ['checkout.address.phone', 'checkout.errors.phone_required'],
        ['checkout.address.address', 'checkout.errors.address_required'],
        ['checkout.address.city', 'checkout.errors.city_required'],
        ['checkout.address.state', 'checkout.errors.state_required'],
        ['checkout.address.zip', 'checkout.errors.zip_required'],
      ];
      for (const [label, message] of required)
        await expect(textbox(page, t(label))).toHaveAccessibleDescription(t(message));
      const country = page.getByRole('combobox', { name: t('checkout.address.country') });
      await expect(country).toHaveAccessibleDescription(t('checkout.errors.country_required'));
      // The words themselves, as the spec gives them in English.
      if (lang === 'en')
        for (const words of [
          'Email is required',
          'Full name is required',
          'Phone number is required',
          'Address is required',
          'City is required',
          'State/Province is required',
          'ZIP/Postal Code is required',
          'Country is required',
        ])
          await expect(page.getByText(words, { exact: true })).toBeVisible();
      await expect(textbox(page, t('checkout.contact.email'))).toBeFocused();

      // On blur: a wrong email is named at once; typing it right takes the message away.
      const email = textbox(page, t('checkout.contact.email'));
      await email.fill('lan@example');
      await email.blur();
      await expect(email).toHaveAccessibleDescription(t('checkout.errors.email_invalid'));
      if (lang === 'en') await expect(page.getByText('Please enter a valid email')).toBeVisible();

      // The country combobox: nothing matches, it says so.
      await typeInto(country, 'zzz');
      await expect(
        page.getByRole('listbox').getByText(t('checkout.address.countryNone')),
      ).toBeVisible();
      if (lang === 'en') await expect(page.getByText('No country found')).toBeVisible();
      await country.fill('');
      await page.keyboard.press('Escape');

      // The draft is on the device: a reload loses nothing.
      await fillInformation(page, lang, await vietnam(request, lang));
      await page.waitForTimeout(600); // past the draft's save delay (and the blur saves too)
      await page.reload();
      await expect(textbox(page, t('checkout.address.city'))).toHaveValue('Hà Nội');
      await expect(textbox(page, t('checkout.contact.email'))).toHaveValue(
        'lan.nguyen@example.com',
      );

      await next.click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('checkout.step.shipping') }),
      ).toBeVisible();
      await next.click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('checkout.step.payment') }),
      ).toBeVisible();
      await next.click();
      const payment = page.getByRole('radiogroup', { name: t('checkout.payment.title') });
      await expect(payment).toHaveAccessibleDescription(t('checkout.errors.payment_required'));
      if (lang === 'en')
        await expect(page.getByText('Please select a payment method')).toBeVisible();
      await page.getByText(t('checkout.payment.card'), { exact: true }).click();
      await expect(payment).toHaveAccessibleDescription(t('checkout.errors.card_unavailable'));
      if (lang === 'en')
        await expect(
          page.getByText('Card payment is not available yet. Please use Cash on Delivery.'),
        ).toBeVisible();
      await next.click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('checkout.step.payment') }),
      ).toBeVisible();
    });

    test('a discount code applied, a wrong one refused, and a cash-on-delivery order to its confirmation', async ({
      page,
      request,
    }) => {
      const pick = await productIn(request, lang);
      await startCheckout(page, lang, pick);
      const summary = page.getByRole('region', { name: t('checkout.summary.title') });
      const code = summary.getByRole('textbox', { name: t('checkout.discount.label') });
      const apply = summary.getByRole('button', { name: t('checkout.discount.apply') });
      await code.fill('NOT-A-CODE');
      await apply.click();
      await expect(code).toHaveAccessibleDescription(t('checkout.errors.discount_invalid'));
      await code.fill('SUMMER23');
      await apply.click();
      await expect(code).toHaveAccessibleDescription(t('checkout.errors.discount_expired'));
      await expect(summary.locator('.summary-amounts__row--discount')).toHaveCount(0);
      await code.fill('welcome10');
      await apply.click();
      await expect(
        summary.getByText(t('checkout.discount.applied', { code: 'WELCOME10' })),
      ).toBeVisible();
      await expect(
        summary.getByText(`${t('checkout.summary.discount')} (WELCOME10)`),
      ).toBeVisible();

      await fillInformation(page, lang, await vietnam(request, lang));
      await continueToReview(page, lang);
      await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
      const order = await expectConfirmation(page, lang, request);
      expect(order.payment_method).toBe('cod');
      expect(order.discount).toBeGreaterThan(0);
      expect(order.lines.map((l) => l.quantity)).toEqual([1]);

      // The server has it, so the cart is empty now.
      await page.goto(`${prefix(lang)}/cart`);
      await expect(page.getByText(t('cart.empty'))).toBeVisible();
    });

    test('a malformed checkout token is not found', async ({ page }) => {
      const res = await page.goto(`${prefix(lang)}/checkout/not-a-token`);
      expect(res?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: t('error.notFound.title') }),
      ).toBeVisible();
    });

    test('the order summary stays beside the form on wide screens and folds away on phones', async ({
      page,
      request,
    }) => {
      const pick = await productIn(request, lang);
      await startCheckout(page, lang, pick);
      const summary = page.getByRole('region', { name: t('checkout.summary.title') });
      await expect(summary.getByText(pick.name)).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await expect(summary.getByText(pick.name)).toBeInViewport();

      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.getByRole('button', { name: new RegExp(t('checkout.summary.title')) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('list', { name: t('checkout.summary.lines') })).toBeHidden();
      await toggle.click();
      await expect(
        page.getByRole('list', { name: t('checkout.summary.lines') }).getByText(pick.name),
      ).toBeVisible();
    });
  });

  test.describe(`${lang}: checkout offline`, () => {
    // The worker serves the app offline (playwright.config.ts blocks it elsewhere).
    test.use({ serviceWorkers: 'allow' });

    test('an order placed offline is pending, survives a reload, and is sent once the network is back', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(90_000);
      const pick = await productIn(request, lang);
      const checkoutToken = await startCheckout(page, lang, pick);
      await waitForServiceWorker(page);
      await fillInformation(page, lang, await vietnam(request, lang));
      await continueToReview(page, lang);

      await context.setOffline(true);
      await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
      const pending = page.getByRole('heading', { level: 2, name: t('checkout.queued.title') });
      await expect(pending).toBeVisible();
      await expect(page.getByText(t('checkout.queued.text'))).toBeVisible();
      if (lang === 'en')
        await expect(page.getByText(/will be sent when you are back online/).first()).toBeVisible();
      // Nothing claims it is placed, and the cart keeps it.
      await expect(page.getByText(t('checkout.confirmation.title'))).toHaveCount(0);
      await expect(page.getByText(t('outbox.placed.title'), { exact: true })).toHaveCount(0);

      await page.reload();
      await expect(pending).toBeVisible();
      await expect(page.getByText(t('checkout.queued.text'))).toBeVisible();
      await expect(page.getByText('lan.nguyen@example.com')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutToken}$`));
      expect(await outboxTokens(page)).toEqual([checkoutToken]);

      await context.setOffline(false);
      const { number } = await expectConfirmation(page, lang, request);
      await expect(page.getByText(t('outbox.placed.title'), { exact: true })).toBeVisible();
      await expect.poll(() => outboxTokens(page)).toEqual([]);
      // The server made one order for the checkout token: completing it again answers that same one.
      const again = await request.post(`/api/checkouts/${checkoutToken}/complete`);
      expect(again.status()).toBe(200);
      expect((await again.json()).data.number).toBe(number);

      await page.goto(`${prefix(lang)}/cart`);
      await expect(page.getByText(t('cart.empty'))).toBeVisible();
    });
  });
}

/** The checkout tokens in the device's order outbox (IndexedDB `storefront`, table `outbox`). */
function outboxTokens(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('outbox').objectStore('outbox').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result as string[]);
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}
