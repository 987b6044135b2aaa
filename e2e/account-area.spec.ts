/**
 * The account area (issue 13): account details' delete confirmation in both languages, the orders list,
 * the sign-in merge of a guest's cart into the customer's, forgot password and the reset screen's
 * refused link, saved addresses and their delete confirmation in both languages, and checkout's prefill
 * from the account.
 */
import { accountAddressesPath } from '../contract/api/private-paths';
import { pickFromComboBox } from './support/combo-box';
import { lastMailTo } from './support/mail-inbox';
import { roomyVariants, ADDRESS, newOrderToken } from './support/orders';
import { singleVariantProduct } from './support/catalog';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';
import { PASSWORD, registerCustomer, tokenCookie, useSession } from './support/accounts';
import { LANGS, prefix, textsOf } from './support/messages';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An order placed by a signed-in customer through the API, as the checkout places it. */
async function placeOrderAs(request: APIRequestContext, token: string): Promise<string> {
  const [variant] = await roomyVariants(request, 1);
  const checkout = newOrderToken();
  const put = await request.put(`/api/checkouts/${checkout}`, {
    headers: bearer(token),
    data: {
      lines: [{ variant_id: variant, quantity: 1 }],
      email: 'lan@example.com',
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'cod',
    },
  });
  expect(put.ok()).toBe(true);
  const done = await request.post(`/api/checkouts/${checkout}/complete`, {
    headers: bearer(token),
  });
  expect(done.status()).toBe(201);
  return (await done.json()).data.number;
}

/** A variant with no stock left in the demo shop, and its product's (Vietnamese) name. */
async function soldOutVariant(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const list = (await (await request.get('/api/catalog/collections/?per_page=100')).json()).data;
  for (const card of list.items as { slug: string }[]) {
    const p = (await (await request.get(`/api/catalog/products/${card.slug}`)).json()).data;
    const none = (p.variants as { id: string; stock: number }[]).find((v) => v.stock === 0);
    if (none) return { id: none.id, name: p.name };
  }
  throw new Error('the demo shop has no sold-out variant');
}

async function openDeleteDialog(page: Page, lang: 'vi' | 'en') {
  const t = textsOf(lang);
  await page.getByRole('button', { name: t('account.delete.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.delete.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('account.delete.confirm'))).toBeVisible();
  return dialog;
}

for (const lang of LANGS) {
  const t = textsOf(lang);
  const p = prefix(lang);

  test(`${lang}: deleting the account asks first; keeping it changes nothing`, async ({
    page,
    context,
    request,
  }) => {
    const { token } = await registerCustomer(request, `keep-${lang}`);
    await useSession(context, token);
    await page.goto(`${p}/account/info/details`);
    const dialog = await openDeleteDialog(page, lang);
    if (lang === 'en')
      await expect(dialog).toContainText('Are you absolutely sure? This action cannot be undone.');
    await dialog
      .getByRole('button', { name: t('account.delete.cancel') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
    expect(await tokenCookie(context)).toBe(token);
    await expect(page).toHaveURL(`${p}/account/info/details`);
  });

  test(`${lang}: confirming deletes the account and signs out`, async ({
    page,
    context,
    request,
  }) => {
    const { email, token } = await registerCustomer(request, `delete-${lang}`);
    await useSession(context, token);
    await page.goto(`${p}/account/info/details`);
    const dialog = await openDeleteDialog(page, lang);
    await dialog.getByRole('button', { name: t('account.delete.submit') }).click();
    await expect(page).toHaveURL(p || '/');
    expect(await tokenCookie(context)).toBeFalsy();
    const again = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(again.status()).toBe(401);
  });

  test(`${lang}: the orders list links each order to its page and tracking`, async ({
    page,
    context,
    request,
  }) => {
    const { token } = await registerCustomer(request, `orders-${lang}`);
    await useSession(context, token);
    await page.goto(`${p}/account/info/orders`);
    await expect(page.getByText(t('account.orders.empty'))).toBeVisible();

    const number = await placeOrderAs(request, token);
    await page.reload();
    await expect(
      page.getByRole('link', { name: t('account.orders.track', { number }) }),
    ).toBeVisible();
    await page.getByRole('link', { name: t('account.orders.view', { number }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('orders.title', { number }));
  });
}

test("a guest's cart merges into the customer's at sign-in; a sold-out line is named, not dropped silently", async ({
  page,
  request,
}) => {
  // In Vietnamese: the support helpers name products in the shop's default language.
  const t = textsOf('vi');
  const pick = await singleVariantProduct(request);
  const soldOut = await soldOutVariant(request);
  const { email, token } = await registerCustomer(request, 'merge');
  const saved = await request.put('/api/account/cart', {
    headers: bearer(token),
    data: {
      lines: [
        { variant_id: pick.variantId, quantity: 2 },
        { variant_id: soldOut.id, quantity: 1 },
      ],
    },
  });
  expect(saved.ok()).toBe(true);

  // As a guest: one of the same product in the cart.
  await page.goto(`/product/${pick.slug}`);
  await page.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();

  await page.goto(`/account/login?redirect=${encodeURIComponent('/cart')}`);
  await page.getByLabel(t('account.field.email')).fill(email);
  await page.getByLabel(t('account.field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page).toHaveURL('/cart');

  // Quantities add (1 + 2); the sold-out line is named in a notice that stays.
  // (The toast and its live-region announcement both carry the text.)
  await expect(page.getByText(t('account.merge.title')).first()).toBeVisible();
  await expect(
    page.getByText(t('account.merge.removed', { name: soldOut.name })).first(),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/account/cart', { headers: bearer(token) })).json()).data,
      {
        timeout: 15_000,
      },
    )
    .toEqual({ lines: [{ variant_id: pick.variantId, quantity: 3 }] });
});

test('sign out leaves the guest cart from before sign-in, nothing of the customer', async ({
  page,
  request,
}) => {
  const t = textsOf('vi');
  const pick = await singleVariantProduct(request);
  const [other] = await roomyVariants(request, 1);
  const otherName = (await (await request.get(`/api/catalog/variants?ids=${other}&lang=vi`)).json())
    .data[0].product.name as string;
  const { email, token } = await registerCustomer(request, 'sign-out');
  await request.put('/api/account/cart', {
    headers: bearer(token),
    data: { lines: [{ variant_id: other, quantity: 1 }] },
  });

  await page.goto(`/product/${pick.slug}`);
  await page.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();

  await page.goto(`/account/login?redirect=${encodeURIComponent('/cart')}`);
  await page.getByLabel(t('account.field.email')).fill(email);
  await page.getByLabel(t('account.field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page).toHaveURL('/cart');
  // The guest's line and the customer's, merged.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: otherName }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: pick.name }).first()).toBeVisible();

  await page.goto('/account/info/orders');
  await page.getByRole('button', { name: t('account.nav.signOut') }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/cart');
  await expect(main.getByRole('link', { name: pick.name }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: otherName })).toHaveCount(0);
});

test('the reset screen without a working link says so and offers a new one', async ({ page }) => {
  const t = textsOf('en');
  await page.goto('/en/account/reset-password');
  await expect(page.getByRole('alert')).toContainText(t('account.reset.linkInvalid'));
  await page.getByRole('link', { name: t('account.reset.askAgain') }).click();
  await expect(page).toHaveURL('/en/account/forgot-password');
});

test('forgot password answers alike for a customer and a stranger', async ({ page, request }) => {
  const t = textsOf('en');
  const { email } = await registerCustomer(request, 'reset');
  for (const who of [email, 'nobody-here@example.com']) {
    await page.goto('/en/account/forgot-password');
    await page.getByLabel(t('account.field.email')).fill(who);
    await page.getByRole('button', { name: t('account.forgot.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: who })).toHaveText(
      t('account.forgot.sent', { email: who }),
    );
  }
});

for (const lang of LANGS) {
  test(`${lang}: the mailed reset link sets a new password once, and signs in with it`, async ({
    page,
    request,
  }) => {
    const t = textsOf(lang);
    const p = prefix(lang);
    const { email } = await registerCustomer(request, `reset-${lang}`);
    await page.goto(`${p}/account/forgot-password`);
    await page.getByLabel(t('account.field.email')).fill(email);
    await page.getByRole('button', { name: t('account.forgot.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

    // The link, from the mail the server queued, in the page's language.
    let text = '';
    await expect
      .poll(async () => (text = (await lastMailTo(email))?.text ?? ''), { timeout: 10_000 })
      .toContain('/account/reset-password?token=');
    const link = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(text)![0]);
    expect(link.pathname).toBe(`${p}/account/reset-password`);

    const NEW_PASSWORD = 'a-new-e2e-password';
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(t('account.field.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('account.field.confirmPassword')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('account.reset.submit') }).click();
    // Signed in with the reset's session, in the account area.
    await expect(page).toHaveURL(new RegExp(`${p}/account/info/`));
    await expect(page.getByRole('button', { name: t('account.nav.signOut') })).toBeVisible();

    // The old password no longer works, the new one does, and the link works once.
    expect(
      (await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status(),
    ).toBe(401);
    expect(
      (await request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } })).status(),
    ).toBe(200);
    await page.getByRole('button', { name: t('account.nav.signOut') }).click();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(t('account.field.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('account.field.confirmPassword')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('account.reset.submit') }).click();
    await expect(page.getByText(t('account.reset.linkInvalid'))).toBeVisible();
  });
}

for (const lang of LANGS) {
  test(`${lang}: saved addresses: add one; a delete asks first, keeping changes nothing, confirming deletes that one`, async ({
    page,
    context,
    request,
  }) => {
    const t = textsOf(lang);
    const { token } = await registerCustomer(request, `addresses-${lang}`);
    // A second address, so the card buttons' names must tell the two apart.
    const other = { ...ADDRESS, full_name: 'Trần Văn Minh', address: '5 Hai Bà Trưng' };
    const added = await request.post(accountAddressesPath(), {
      headers: bearer(token),
      data: other,
    });
    expect(added.ok()).toBe(true);
    await useSession(context, token);
    await page.goto(`${prefix(lang)}/account/info/addresses`);
    await page.getByRole('button', { name: t('account.addresses.add') }).click();
    await page.getByLabel(t('checkout.address.full_name')).fill(ADDRESS.full_name);
    await page.getByLabel(t('checkout.address.phone')).fill(ADDRESS.phone);
    // A textbox: in Vietnamese the page's own region is named 'Địa chỉ' as well.
    await page
      .getByRole('textbox', { name: t('checkout.address.address'), exact: true })
      .fill(ADDRESS.address);
    await page.getByLabel(t('checkout.address.city')).fill(ADDRESS.city);
    await page.getByLabel(t('checkout.address.state')).fill(ADDRESS.state);
    await page.getByLabel(t('checkout.address.zip')).fill(ADDRESS.zip);
    const vietnam = lang === 'vi' ? 'Việt Nam' : 'Vietnam';
    const combo = page.getByRole('combobox', { name: t('checkout.address.country') });
    await pickFromComboBox(combo, vietnam.slice(0, 4), vietnam);
    await page.getByRole('button', { name: t('account.addresses.save') }).click();
    const list = page.getByRole('list').filter({ hasText: other.full_name });
    await expect(list.getByText(ADDRESS.address, { exact: false })).toBeVisible();

    const named = (id: string, a: typeof ADDRESS) =>
      t(id, { address: `${a.full_name}, ${a.address}` });
    const askToDelete = async (a: typeof ADDRESS) => {
      await page
        .getByRole('button', { name: named('account.addresses.deleteNamed', a), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: t('account.addresses.deleteTitle') });
      await expect(dialog).toContainText(named('account.addresses.deleteConfirm', a));
      return dialog;
    };

    // Kept: the dialog closes and both addresses stay, on screen and on the server.
    let dialog = await askToDelete(ADDRESS);
    await dialog
      .getByRole('button', { name: t('account.addresses.deleteCancel') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
    await expect(list.getByText(ADDRESS.full_name)).toBeVisible();
    await expect(list.getByText(other.full_name)).toBeVisible();

    // Confirmed: only the address the dialog named goes.
    dialog = await askToDelete(other);
    await dialog.getByRole('button', { name: t('account.addresses.deleteSubmit') }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByText(other.full_name)).toHaveCount(0);
    await expect(page.getByText(ADDRESS.full_name)).toBeVisible();
    const left = await request.get(accountAddressesPath(), { headers: bearer(token) });
    expect(((await left.json()).data as { full_name: string }[]).map((a) => a.full_name)).toEqual([
      ADDRESS.full_name,
    ]);
  });
}

/** A guest's cart of one product, on to a fresh checkout: answers the checkout's path. */
async function guestCheckout(page: Page, request: APIRequestContext): Promise<string> {
  const t = textsOf('vi');
  const pick = await singleVariantProduct(request);
  await page.goto(`/product/${pick.slug}`);
  await page.getByRole('button', { name: t('cart.add') }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pick.name })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22,64}$/);
  return new URL(page.url()).pathname;
}

test('checkout offers a guest sign-in and comes back to the same checkout', async ({
  page,
  request,
}) => {
  const t = textsOf('vi');
  const { email } = await registerCustomer(request, 'checkout');
  const checkout = await guestCheckout(page, request);
  await page.getByRole('link', { name: t('checkout.contact.signIn') }).click();
  await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent(checkout)}`);
  await page.getByLabel(t('account.field.email')).fill(email);
  await page.getByLabel(t('account.field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page).toHaveURL(checkout);
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.step.information') }),
  ).toBeVisible();
  // Signed in: no sign-in offer any more.
  await expect(page.getByRole('link', { name: t('checkout.contact.signIn') })).toHaveCount(0);
});

test("a signed-in customer's checkout starts from the account's email", async ({
  page,
  context,
  request,
}) => {
  const t = textsOf('vi');
  const { email, token } = await registerCustomer(request, 'prefill');
  await useSession(context, token);
  await guestCheckout(page, request);
  await expect(page.getByLabel(t('checkout.contact.email'))).toHaveValue(email);
});
