/**
 * The open order page follows the shop (issue 39), in both languages, with the service worker in
 * control of the page: the shopper's order page stays open while the order is moved (confirmed,
 * shipped, delivered) and shows each new status without a reload, and the mails of those moves come
 * in the order's language; the shopper asks for a return on it; a member approves it in the back
 * office's returns screen and receives the items, putting one line back into stock; that variant's
 * stock history gains that line's quantity and the other's nothing; and the shopper's page shows
 * the items received, again without a reload.
 *
 * The moves are made through the back office's API by a member (admin-orders.spec.ts drives the
 * admin's order page itself; `npm run order` runs the same code: orders.spec.ts). Each run places its
 * own order and member: the e2e database is kept between runs.
 */
import pg from 'pg';
import type { Order } from '../contract/types';
import { runningConnection } from '../server/db/embedded/embedded-postgres';
import { adminTexts } from './support/admin';
import { E2E_DATA_DIR } from './support/browser';
import { mailAbout, type ReceivedMail } from './support/mail-inbox';
import { LANGS, prefix, t } from './support/messages';
import { placeOrder, roomyVariants } from './support/orders';
import { waitForServiceWorker } from './support/service-worker';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, type Page } from './support/test';

// The page reads the order every 20 s: a change shows within that, on a machine shared with others.
const expect = baseExpect.configure({ timeout: 35_000 });
test.describe.configure({ timeout: 300_000 });
test.use({ serviceWorkers: 'allow' });

/** Stock movements written for this return (server/orders/return-rules.ts notes them so). */
async function movementsFor(note: string) {
  const connection = runningConnection(E2E_DATA_DIR);
  if (!connection) throw new Error(`no e2e server runs on ${E2E_DATA_DIR}`);
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ variant_id: number; delta: number; reason: string }>(
      'select variant_id, delta, reason from stock_movements where note = $1 order by id',
      [note],
    );
    return rows.map((r) => ({ ...r, variant_id: String(r.variant_id) }));
  } finally {
    await client.end();
  }
}

const statusLine = (page: Page, lang: 'vi' | 'en', status: Order['status']) =>
  page
    .getByRole('main')
    .getByText(t(lang, 'orders.statusNow', { status: t(lang, `orders.status.${status}`) }));

for (const lang of LANGS) {
  const a = adminTexts(lang);
  const admin = lang === 'en' ? '/en/admin' : '/admin';

  test(`${lang}: the open order page follows the shop's moves and the return's steps without a reload`, async ({
    page,
    browser,
    request,
  }) => {
    const [kept, damaged] = (await roomyVariants(request, 2)) as [string, string];
    const order = await placeOrder(
      request,
      [
        { variant_id: kept, quantity: 2 },
        { variant_id: damaged, quantity: 1 },
      ],
      { lang },
    );
    await page.goto(`${prefix(lang)}/order/${order.token}`);
    await waitForServiceWorker(page);
    await expect(statusLine(page, lang, 'pending')).toBeVisible();
    const main = page.getByRole('main');
    let loads = 0;
    page.on('load', () => loads++);

    // A member moves it along from the back office (its API: admin-orders.spec.ts drives its screen).
    const staffEmail = await newStaff('staff');
    const signIn = await request.post('/api/admin/auth/sign-in', {
      data: { email: staffEmail, password: STAFF_PASSWORD },
    });
    const { token: staffToken } = (await signIn.json()).data as { token: string };
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      const moved = await request.post(`/api/admin/orders/${order.number}/status`, {
        data: { to: status },
        headers: { Authorization: `Bearer ${staffToken}` },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      await expect(statusLine(page, lang, status)).toBeVisible();
      await expect(main.locator(`.order-timeline > li[data-status="${status}"]`)).toHaveAttribute(
        'aria-current',
        'step',
      );
    }

    // The mails of the moves came in the order's language, linking to its page in that language.
    let delivered: ReceivedMail | null = null;
    await expect
      .poll(async () => (delivered = await mailAbout('lan@example.com', order.number)), {
        timeout: 15_000,
      })
      .toMatchObject({
        subject:
          lang === 'en'
            ? `Your order ${order.number} has been delivered`
            : `Đơn hàng ${order.number} đã được giao`,
      });
    expect(delivered!.text).toContain(`${prefix(lang)}/order/${order.token}`);

    // The shopper asks for both lines back.
    await main.getByRole('button', { name: t(lang, 'orders.returns.request') }).click();
    const form = main.locator('form.return-form');
    for (const line of order.lines) {
      const box = form.getByRole('checkbox', { name: new RegExp(line.product.name) });
      await box.locator('xpath=ancestor::label[1]').click();
      await expect(box).toBeChecked();
    }
    const reason = lang === 'vi' ? 'Không vừa, một cái bị rách' : 'Does not fit, one is torn';
    await form.getByRole('textbox', { name: t(lang, 'orders.returns.reason') }).fill(reason);
    await form.getByRole('button', { name: t(lang, 'orders.returns.submit') }).click();
    await expect(statusLine(page, lang, 'return_requested')).toBeVisible();

    // A member answers it in the back office, in a browser of their own.
    const staffContext = await browser.newContext();
    const desk = await staffContext.newPage();
    await desk.goto(`${admin}/returns?state=waiting`);
    await desk.getByLabel(a('auth.email')).fill(staffEmail);
    await desk.getByLabel(a('auth.password')).fill(STAFF_PASSWORD);
    await desk.getByRole('button', { name: a('auth.sign_in.submit') }).click();
    await expect(desk.getByRole('heading', { level: 1, name: a('returns.title') })).toBeVisible();
    await desk.getByRole('link', { name: order.number, exact: true }).click();
    await expect(
      desk.getByRole('heading', {
        level: 1,
        name: a('returns.detail.title', { number: order.number }),
      }),
    ).toBeVisible();
    await expect(desk.getByText(reason)).toBeVisible();
    await desk.getByRole('button', { name: a('returns.approve'), exact: true }).click();
    await expect(desk.getByTestId('return-state')).toHaveText(a('returns.state.approved'));

    // One line goes back on sale; the other (torn) does not.
    const damagedLine = order.lines.find((l) => l.variant_id === damaged)!;
    await desk
      .getByRole('checkbox', {
        name: a('returns.receive.restock', {
          name: damagedLine.product.name,
          size: damagedLine.size,
        }),
      })
      .locator('xpath=ancestor::label[1]')
      .click();
    await desk.getByRole('button', { name: a('returns.receive'), exact: true }).click();
    await expect(desk.getByTestId('return-state')).toHaveText(a('returns.state.received'));
    const returnId = /\/returns\/(\d+)/.exec(desk.url())![1]!;
    expect(await movementsFor(`${order.number} #${returnId}`)).toEqual([
      { variant_id: kept, delta: 2, reason: 'returned' },
    ]);
    await staffContext.close();

    // The shopper's page, still open, shows the return approved and the items received.
    await expect(statusLine(page, lang, 'returned')).toBeVisible();
    const steps = main.locator('.order-return .return-steps');
    await expect(steps.locator('[data-step="approved"]')).toBeVisible();
    await expect(steps.locator('[data-step="received"]')).toBeVisible();
    await expect(main.locator('.order-return')).toContainText(
      t(lang, 'orders.returns.status.received'),
    );
    expect(loads, 'the page was never reloaded').toBe(0);
  });
}
