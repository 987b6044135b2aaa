/**
 * The back office's orders (issue 39), in both languages: a staff member keeps the orders list open;
 * an order placed through the API (as a shopper's checkout places it, in that language) appears in
 * it without a reload, and the navigation's count of orders waiting to be confirmed follows the
 * database. Staff open it, see its line with the colour's name, and confirm, ship and deliver it from
 * its page; the shopper's order then reads delivered, and the page lists the mails each move queued.
 * The e2e shop is kept between runs and the two languages run side by side, so counts are read from
 * the database rather than assumed.
 */
import pg from 'pg';
import { checkoutPath, completeCheckoutPath } from '../contract/api/private-paths';
import type { Order } from '../contract/types';
import { runningConnection } from '../server/db/embedded/embedded-postgres';
import { adminTexts } from './support/admin';
import { E2E_DATA_DIR } from './support/browser';
import { LANGS, type Lang } from './support/messages';
import { ADDRESS, newOrderToken, readOrder, roomyVariants } from './support/orders';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';

// The list refreshes every 10 s; the server, Chromium and another worker share two cores.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 180_000 });

const base = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

/** A shopper's order in `lang` (its mails and page are in it), placed through the API. */
async function placeOrderIn(request: APIRequestContext, lang: Lang, name: string): Promise<Order> {
  const [variant] = await roomyVariants(request, 1);
  const token = newOrderToken();
  const put = await request.put(`${checkoutPath(token)}?lang=${lang}`, {
    data: {
      lines: [{ variant_id: variant!, quantity: 1 }],
      email: 'lan@example.com',
      shipping_address: { ...ADDRESS, full_name: name },
      shipping_method: 'standard',
      payment_method: 'cod',
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const complete = await request.post(`${completeCheckoutPath(token)}?lang=${lang}`);
  expect(complete.status(), await complete.text()).toBe(201);
  return readOrder(request, ((await complete.json()).data as Order).token, lang);
}

/** Orders waiting to be confirmed, as the e2e server's database says now. */
async function pendingInDatabase(): Promise<number> {
  const client = new pg.Client(runningConnection(E2E_DATA_DIR)!);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from orders where status = 'pending'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The count beside "Orders" in the sidebar (0 when none is shown). */
async function pendingShown(page: Page, lang: Lang): Promise<number> {
  const a = adminTexts(lang);
  const count = page
    .getByRole('navigation', { name: a('nav.label') })
    .first()
    .locator('.areas__count [aria-hidden="true"]');
  return (await count.count()) === 0 ? 0 : Number(await count.first().textContent());
}

for (const lang of LANGS) {
  const a = adminTexts(lang);

  test(`${lang}: a new order appears in the open list with the pending count; staff confirm, ship and deliver it`, async ({
    page,
    request,
  }) => {
    const name = `Khách ${lang} ${Date.now().toString(36)}`;
    const email = await newStaff('staff');
    await page.goto(`${base(lang)}/orders`);
    await page.getByLabel(a('auth.email')).fill(email);
    await page.getByLabel(a('auth.password'), { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: a('auth.sign_in.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('orders.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // A mark on this document: still there at the end means no reload happened.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    // A shopper places an order meanwhile: it shows in the list, and the count follows.
    const order = await placeOrderIn(request, lang, name);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible();
    await expect(row).toContainText(name);
    await expect(row).toContainText(a('orders.status.pending'));
    await expect
      .poll(async () => (await pendingShown(page, lang)) === (await pendingInDatabase()), {
        timeout: 25_000,
      })
      .toBe(true);
    expect(await pendingShown(page, lang)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // Its page: the line with its colour's name, then the moves NEXT allows, one after another.
    await row.getByRole('link', { name: order.number }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: a('orders.order.title', { number: order.number }),
      }),
    ).toBeVisible();
    const line = page
      .getByRole('table', { name: a('orders.lines') })
      .getByRole('row')
      .filter({ hasText: order.lines[0]!.product.name });
    await expect(line).toContainText(a(`products.color.${order.lines[0]!.color}`));
    const moves = [
      ['orders.move.confirmed', 'confirmed'],
      ['orders.move.shipped', 'shipped'],
      ['orders.move.delivered', 'delivered'],
    ] as const;
    for (const [button, status] of moves) {
      await page.getByRole('button', { name: a(button) }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: a('orders.move.done', { status: a(`orders.status.${status}`) }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        a(`orders.status.${status}`),
      );
    }
    await expect(page.getByText(a('orders.move.none'))).toBeVisible();
    // The mails the moves queued are listed on the page.
    const mails = page.getByRole('table', { name: a('orders.mails') });
    await expect(
      mails.getByRole('row').filter({ hasText: a('orders.mail.kind.order_shipped') }),
    ).toBeVisible();
    await expect(
      mails.getByRole('row').filter({ hasText: a('orders.mail.kind.order_delivered') }),
    ).toBeVisible();

    // The shopper's order says the same.
    const seen = await readOrder(request, order.token, lang);
    expect(seen.status).toBe('delivered');
    expect(seen.history.map((h) => h.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
  });
}
