/**
 * What an order's mails say, read from the outbox rows as the sender would send them: an order placed
 * through the API as the app places it (the page's language on the complete) gets its confirmation
 * and its moves' mails in that language, linking to its page in that language, naming products,
 * colours and sizes as the shopper saw them; the shop's notices are in the shop's language, name the
 * products and link to the order in the back office. Every mail has both parts, the HTML escaped.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReturnsPath } from '../../contract/api/private-paths';
import type { Lang } from '../../contract/types';
import { products } from '../db/schema';
import { moveOrder } from '../orders/move-order';
import { send } from '../routes/account-test-client';
import { placeOrderThroughApi } from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { customerMailLang } from './account-mails';
import { COLOR_NAMES, ONE_SIZE_NAMES } from './mail-words';

let t: TestContext;
interface Bought {
  id: string;
  productId: number;
  color: keyof (typeof COLOR_NAMES)['vi'];
  size: string;
  name: Record<Lang, string>;
}
/** A garment in a lettered size and an accessory in "One size", of two products. */
let garment: Bought;
let accessory: Bought;
const ORIGIN = 'http://localhost'; // what originOf answers for an in-process request

async function pick(where: string): Promise<Bought> {
  const { rows } = await t.handle.pool.query(
    `select v.id, v.product_id, v.color, v.size, p.name_vi, p.name_en
     from variants v join products p on p.id = v.product_id
     where p.status = 'published' and ${where} order by v.id limit 1`,
  );
  const r = rows[0];
  await t.handle.pool.query('update variants set stock = 1000 where id = $1', [r.id]);
  return {
    id: String(r.id),
    productId: r.product_id,
    color: r.color,
    size: r.size,
    name: { vi: r.name_vi, en: r.name_en },
  };
}

beforeAll(async () => {
  t = await makeTestApp();
  garment = await pick(`v.size = 'L' and v.color = 'BLACK'`);
  accessory = await pick(`v.size = 'One size'`);
}, 60_000);
afterAll(() => t.handle.close());

async function place(lang: Lang) {
  const lines = [
    { variant_id: garment.id, quantity: 2 },
    { variant_id: accessory.id, quantity: 1 },
  ];
  const { res } = await placeOrderThroughApi(t.app, lines, undefined, {}, lang);
  expect(res.status).toBe(201);
  return { number: res.body.data.number as string, token: res.body.data.token as string };
}

async function mailsOf(number: string) {
  const { rows } = await t.handle.pool.query(
    `select m.kind, m."to", m.subject, m.text, m.html from mail_outbox m
     join orders o on o.id = m.order_id where o.number = $1 order by m.id`,
    [number],
  );
  return new Map(
    rows.map((r) => [
      r.kind as string,
      r as { to: string; subject: string; text: string; html: string },
    ]),
  );
}

/** The lines as a shopper in `lang` read them, in both parts. */
function expectLines(mail: { text: string; html: string }, lang: Lang) {
  const black = COLOR_NAMES[lang].BLACK;
  expect(mail.text).toContain(`2 × ${garment.name[lang]} (${black} · L)`);
  expect(mail.text).toContain(
    `1 × ${accessory.name[lang]} (${COLOR_NAMES[lang][accessory.color]} · ${ONE_SIZE_NAMES[lang]})`,
  );
  expect(mail.text).not.toMatch(/\((BLACK|WHITE|NAVY|BEIGE|GRAY|BROWN), /); // no colour codes
  expect(mail.html).toContain(`${black} · L`);
  expect(mail.html).toContain(ONE_SIZE_NAMES[lang]);
  expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
}

describe('an order placed on /en', () => {
  it('queues the confirmation in English, linking to /en/order/…, and the shop’s notice in Vietnamese', async () => {
    const { number, token } = await place('en');
    const mails = await mailsOf(number);
    const placed = mails.get('order_placed')!;
    expect(placed.to).toBe('lan@example.com');
    expect(placed.subject).toBe(`We received your order ${number}`);
    expect(placed.text).toMatch(/^Thank you for your order!/);
    expect(placed.text).toContain(`Follow your order: ${ORIGIN}/en/order/${token}`);
    expect(placed.html).toContain(`href="${ORIGIN}/en/order/${token}"`);
    expectLines(placed, 'en');

    // The shop's notice: the store's language (vi), the products named, the back office's order page.
    const notice = mails.get('shop_order_placed')!;
    expect(notice.subject).toBe(`Đơn hàng mới ${number}`);
    expectLines(notice, 'vi');
    expect(notice.text).toContain(`${ORIGIN}/admin/orders/${number}`);
    expect(notice.text).not.toContain('npm run order');
    expect(notice.text).toContain('Ngôn ngữ của khách: English');
  });

  it('sends the shipped, delivered and cancelled mails in English, linking to /en/order/…', async () => {
    const { number, token } = await place('en');
    for (const to of ['confirmed', 'shipped', 'delivered'] as const)
      await moveOrder(t.handle.db, number, to, { origin: ORIGIN });
    const other = await place('en');
    await moveOrder(t.handle.db, other.number, 'cancelled', { origin: ORIGIN });
    const mails = new Map([...(await mailsOf(number)), ...(await mailsOf(other.number))]);
    expect(mails.get('order_shipped')!.subject).toBe(`Your order ${number} is on its way`);
    expect(mails.get('order_delivered')!.subject).toBe(`Your order ${number} has been delivered`);
    expect(mails.get('order_delivered')!.text).toContain('return items within 7 days');
    expect(mails.get('order_cancelled')!.subject).toBe(
      `Your order ${other.number} has been cancelled`,
    );
    for (const kind of ['order_shipped', 'order_delivered']) {
      expect(mails.get(kind)!.text).toContain(`${ORIGIN}/en/order/${token}`);
      expect(mails.get(kind)!.html).toContain(`href="${ORIGIN}/en/order/${token}"`);
    }
    expect(mails.get('order_cancelled')!.text).toContain(`${ORIGIN}/en/order/${other.token}`);
  });

  it('tells the shop of a return in Vietnamese, naming the products, with the shopper’s reason', async () => {
    const { number, token } = await place('en');
    for (const to of ['confirmed', 'shipped', 'delivered'] as const)
      await moveOrder(t.handle.db, number, to, { origin: ORIGIN });
    const reason = 'Too small <b>sorry</b>';
    const asked = await send(t.app, 'POST', orderReturnsPath(token), {
      lines: [{ variant_id: accessory.id, quantity: 1 }],
      reason,
    });
    expect(asked.status).toBe(201);
    const notice = (await mailsOf(number)).get('shop_return_requested')!;
    expect(notice.subject).toBe(`Yêu cầu đổi trả đơn hàng ${number}`);
    expect(notice.text).toContain(
      `1 × ${accessory.name.vi} (${COLOR_NAMES.vi[accessory.color]} · Một cỡ)`,
    );
    expect(notice.text).not.toMatch(/variant \d+/);
    expect(notice.text).toContain(`> ${reason}`);
    expect(notice.text).toContain(`${ORIGIN}/admin/orders/${number}`);
    expect(notice.html).toContain('Too small &lt;b&gt;sorry&lt;/b&gt;');
  });
});

describe('an order placed on the Vietnamese shop', () => {
  it('queues the confirmation and the moves’ mails in Vietnamese, linking to /order/…', async () => {
    const { number, token } = await place('vi');
    await moveOrder(t.handle.db, number, 'confirmed', { origin: ORIGIN });
    await moveOrder(t.handle.db, number, 'shipped', { origin: ORIGIN });
    const mails = await mailsOf(number);
    const placed = mails.get('order_placed')!;
    expect(placed.subject).toBe(`Đã nhận đơn hàng ${number}`);
    expect(placed.text).toContain(`Theo dõi đơn hàng: ${ORIGIN}/order/${token}`);
    expect(placed.text).toContain('Tổng cộng: ');
    expectLines(placed, 'vi');
    expect(mails.get('order_shipped')!.subject).toBe(`Đơn hàng ${number} đã được gửi đi`);
    expect(mails.get('order_shipped')!.text).toContain(`${ORIGIN}/order/${token}`);
    expect(mails.get('order_shipped')!.text).not.toContain('/en/');
  });
});

describe('the HTML part', () => {
  it('escapes a product name with a <script> in it (the text part keeps it as typed)', async () => {
    const evil = 'Tee <script>alert("x")</script> & co';
    const [row] = await t.handle.db
      .select({ nameEn: products.nameEn })
      .from(products)
      .where(eq(products.id, garment.productId));
    await t.handle.db
      .update(products)
      .set({ nameEn: evil })
      .where(eq(products.id, garment.productId));
    try {
      const { number } = await place('en');
      const placed = (await mailsOf(number)).get('order_placed')!;
      expect(placed.html).not.toContain('<script>');
      expect(placed.html).toContain(
        'Tee &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co',
      );
      expect(placed.text).toContain(evil);
    } finally {
      await t.handle.db
        .update(products)
        .set({ nameEn: row!.nameEn })
        .where(eq(products.id, garment.productId));
    }
  });

  it('is an accessible page: the language, a title, a heading, pictures described by the line', async () => {
    const { number } = await place('en');
    const { html } = (await mailsOf(number)).get('order_placed')!;
    expect(html).toContain(`<title>We received your order ${number}</title>`);
    expect(html).toContain('<h1 ');
    // A line's picture is decoration beside its name: alt="" so a reader does not say it twice.
    expect(html).toMatch(/<img src="http:\/\/localhost\/images\/[^"]+" alt=""/);
  });
});

describe('an account mail the shop sends unasked (a reset link from the back office)', () => {
  it('is in the language the customer last shopped in, else the shop’s', async () => {
    const lines = [{ variant_id: garment.id, quantity: 1 }];
    const email = 'ana.english@example.com';
    await placeOrderThroughApi(t.app, lines, undefined, { email }, 'vi');
    await placeOrderThroughApi(t.app, lines, undefined, { email }, 'en');
    expect(
      await customerMailLang(t.handle.db, { id: 'none', email: 'Ana.English@example.com' }),
    ).toBe('en');
    expect(await customerMailLang(t.handle.db, { id: 'none', email: 'new@example.com' })).toBe(
      'vi',
    );
  });
});
