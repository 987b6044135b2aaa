/**
 * The back office's customers and dashboard (issue 39), in both languages. A customer registered
 * through the API is found by staff in the customers list by their email, opened, and sent a
 * password-reset link (the storefront's reset mail lands in the outbox); then erased after typing
 * their email to confirm, and their sign-in and session no longer work. The dashboard, the admin's
 * first screen, shows the count of orders waiting to be confirmed, following an order placed through
 * the API while it is open. The e2e shop is kept between runs and the two languages run side by side,
 * so counts are read from the database rather than assumed.
 */
import pg from 'pg';
import { checkoutPath, completeCheckoutPath } from '../contract/api/private-paths';
import { runningConnection } from '../server/db/embedded/embedded-postgres';
import { PASSWORD, registerCustomer } from './support/accounts';
import { adminTexts } from './support/admin';
import { E2E_DATA_DIR } from './support/browser';
import { LANGS, type Lang } from './support/messages';
import { ADDRESS, newOrderToken, roomyVariants } from './support/orders';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';

// The dashboard refreshes every 10 s; the server, Chromium and another worker share two cores.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

const base = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(runningConnection(E2E_DATA_DIR)!);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function signIn(page: Page, lang: Lang, path = '/') {
  const a = adminTexts(lang);
  const email = await newStaff('staff');
  await page.goto(`${base(lang)}${path === '/' ? '' : path}`);
  await page.getByLabel(a('auth.email')).fill(email);
  await page.getByLabel(a('auth.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: a('auth.sign_in.submit') }).click();
}

/** A guest's order, placed through the API as the storefront's checkout places it. */
async function placeOrder(request: APIRequestContext, lang: Lang): Promise<void> {
  const [variant] = await roomyVariants(request, 1);
  const token = newOrderToken();
  const put = await request.put(`${checkoutPath(token)}?lang=${lang}`, {
    data: {
      lines: [{ variant_id: variant!, quantity: 1 }],
      email: 'dashboard@example.com',
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'cod',
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const complete = await request.post(`${completeCheckoutPath(token)}?lang=${lang}`);
  expect(complete.status(), await complete.text()).toBe(201);
}

const pendingInDatabase = async () =>
  (await query<{ n: number }>(`select count(*)::int as n from orders where status = 'pending'`))[0]!
    .n;

for (const lang of LANGS) {
  const a = adminTexts(lang);

  test(`${lang}: the dashboard shows the orders waiting to be confirmed, a new one without a reload`, async ({
    page,
    request,
  }) => {
    await signIn(page, lang);
    const pending = page.locator('[data-figure="pending"]');
    await expect(pending).toContainText(a('dashboard.pending'));
    // The areas' list stays below the figures.
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`^${a('nav.customers')}`) }),
    ).toBeVisible();
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    await placeOrder(request, lang);
    const shown = async () =>
      Number((await pending.locator('.dashboard__value').textContent()) ?? -1);
    await expect
      .poll(async () => (await shown()) === (await pendingInDatabase()), { timeout: 25_000 })
      .toBe(true);
    expect(await shown()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // It opens the orders list filtered to them.
    await pending.getByRole('link').click();
    await expect(page).toHaveURL(/\/orders\?status=pending$/);
    await expect(page.getByRole('heading', { level: 1, name: a('orders.title') })).toBeVisible();
  });

  test(`${lang}: staff find a customer, send a reset link, and erase them on request`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, `erase-${lang}`);
    await signIn(page, lang);
    await page
      .getByRole('navigation', { name: a('nav.label') })
      .first()
      .getByRole('link', { name: a('nav.customers') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: a('customers.title') })).toBeVisible();
    await page.getByLabel(a('customers.search')).fill(customer.email.toUpperCase());
    await expect(page).toHaveURL(/\?q=/);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and theirs
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lan Nguyễn' })).toBeVisible();

    // A reset link: the storefront's reset mail, in the shop's language (no order tells theirs yet).
    await page.getByRole('button', { name: a('customers.reset.send') }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: a('customers.reset.sent', {
          email: customer.email,
          lang: a('customers.lang.vi'),
        }),
      }),
    ).toBeVisible();
    const mails = await query<{ subject: string }>(
      `select subject from mail_outbox where kind = 'password_reset' and "to" = $1`,
      [customer.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Đặt lại mật khẩu/);

    // Erasing waits for their email, typed.
    const erase = page.getByRole('button', { name: a('customers.erase.submit') });
    await expect(erase).toBeDisabled();
    await page
      .getByLabel(a('customers.erase.confirm', { email: customer.email }))
      .fill(customer.email);
    await erase.click();
    await expect(
      page.getByRole('heading', { level: 1, name: a('customers.erased.title') }),
    ).toBeVisible();

    // They can no longer sign in, and their session is gone.
    const login = await request.post('/api/auth/login', {
      data: { email: customer.email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
    const account = await request.get('/api/account', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(account.status()).toBe(401);
    expect(
      await query(`select 1 from customers where email = $1`, [customer.email.toLowerCase()]),
    ).toHaveLength(0);
  });
}
