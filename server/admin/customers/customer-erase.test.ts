/**
 * A reset link sent by staff (issue 39): the storefront's own reset row and mail, in the customer's
 * language, audited. Erasing a customer: refused while an order is still to deliver and when the
 * typed email is not theirs; then their personal data gone (row, sessions, addresses, wishlist,
 * reset links, pending mails), their orders kept with a placeholder email and only city and
 * country, their token no longer signing in, and an audit row holding none of what was erased.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/customer-shapes';
import { accountPath } from '../../../contract/api/private-paths';
import { send } from '../../routes/account-test-client';
import { setVariants } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { parsed, staffClient } from '../catalog/test-catalog';
import { placeFor, rowsOf } from '../orders/test-orders';
import { placeAs, registeredCustomer, wish } from './test-customers';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let variants: string[];
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  variants = await setVariants(t.handle, 2, { price: 2500, stock: 500 });
}, 60_000);
afterAll(() => t.handle.close());

const countOf = async (query: string, values: unknown[]) =>
  (await rowsOf<{ n: number }>(t.handle, `select count(*)::int as n from ${query}`, values))[0]!.n;

describe('a reset link sent by staff', () => {
  it('writes a reset row and queues the reset mail in the customer’s language, audited', async () => {
    const who = await registeredCustomer(t.app);
    const number = await placeAs(t.app, who.token, who.email, variants[0]!);
    await t.handle.pool.query(`update orders set lang = 'en' where number = $1`, [number]);
    const sent = parsed(
      shape.CustomerResetSentSchema,
      await staff.call('POST', `/api/admin/customers/${who.id}/password-reset`),
    );
    expect(sent).toEqual({ email: who.email, lang: 'en' });
    expect(await countOf('password_resets where customer_id = $1', [who.id])).toBe(1);
    const mails = await rowsOf<{ subject: string; text: string }>(
      t.handle,
      `select subject, text from mail_outbox where kind = 'password_reset' and "to" = $1`,
      [who.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reset your /);
    expect(mails[0]!.text).toMatch(/\/en\/account\/reset-password\?token=[\w-]{22,}/);
    const [row] = await rowsOf<{ staff_email: string; entity_id: string }>(
      t.handle,
      `select staff_email, entity_id from audit_log where action = 'customer.reset_link'`,
    );
    expect(row).toEqual({ staff_email: staff.email, entity_id: who.id });
  });

  it('writes in the shop’s language for a customer with no order yet', async () => {
    const who = await registeredCustomer(t.app);
    const sent = await staff.call('POST', `/api/admin/customers/${who.id}/password-reset`);
    expect(sent.status).toBe(202);
    expect(sent.body.data.lang).toBe('vi');
    const [mail] = await rowsOf<{ subject: string }>(
      t.handle,
      `select subject from mail_outbox where "to" = $1`,
      [who.email],
    );
    expect(mail!.subject).toMatch(/^Đặt lại mật khẩu/);
    expect(
      (await staff.call('POST', '/api/admin/customers/no-such-one/password-reset')).status,
    ).toBe(404);
  });
});

describe('erasing a customer', () => {
  it('is refused while an order is still to deliver, and with another email', async () => {
    const who = await registeredCustomer(t.app);
    const number = await placeAs(t.app, who.token, who.email, variants[0]!);
    const erase = (email: string) =>
      staff.call('POST', `/api/admin/customers/${who.id}/erase`, { email });
    const open = await erase(who.email);
    expect(open.status).toBe(422);
    expect(open.body.errors).toEqual({ customer: ['customers.errors.orders_open'] });
    expect(open.body.message).toMatch(/not yet delivered or cancelled/);
    await t.handle.pool.query(`update orders set status = 'shipped' where number = $1`, [number]);
    expect((await erase(who.email)).status).toBe(422);
    await t.handle.pool.query(`update orders set status = 'delivered' where number = $1`, [number]);
    const wrong = await erase('someone.else@example.com');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ email: ['customers.errors.email_mismatch'] });
    expect((await erase('')).body.errors).toEqual({ email: ['admin.errors.required'] });
    expect(await countOf('customers where id = $1', [who.id])).toBe(1);
    expect(await countOf(`audit_log where action = 'customer.erase'`, [])).toBe(0);
  });

  it('removes their personal data, keeps their orders anonymized, and ends their sessions', async () => {
    const who = await registeredCustomer(t.app);
    const delivered = await placeAs(t.app, who.token, who.email, variants[0]!);
    const cancelled = await placeAs(t.app, who.token, who.email, variants[1]!);
    // A guest order they placed signed out, with their email typed in another case, is theirs too.
    const guest = await placeFor(t.app, [{ variant_id: variants[0]!, quantity: 1 }], {
      email: who.email.toUpperCase(),
    });
    await t.handle.pool.query(`update orders set status = 'delivered' where number = any($1)`, [
      [delivered, guest],
    ]);
    await t.handle.pool.query(`update orders set status = 'cancelled' where number = $1`, [
      cancelled,
    ]);
    const [product] = await rowsOf<{ id: number }>(t.handle, 'select id from products limit 1');
    await wish(t.app, who.token, [String(product!.id)]);
    expect((await staff.call('POST', `/api/admin/customers/${who.id}/password-reset`)).status).toBe(
      202,
    );
    expect((await send(t.app, 'GET', accountPath(), undefined, who.token)).status).toBe(200);
    const sentMails = await countOf(`mail_outbox where lower("to") = $1`, [who.email]);
    expect(sentMails).toBeGreaterThan(1); // the order mails and the reset link
    await t.handle.pool.query(
      `update mail_outbox set status = 'sent' where lower("to") = $1 and kind <> 'password_reset'`,
      [who.email],
    );

    const erased = parsed(
      shape.CustomerErasedSchema,
      await staff.call('POST', `/api/admin/customers/${who.id}/erase`, {
        email: ` ${who.email.toUpperCase()} `,
      }),
    );
    expect(erased).toEqual({ id: who.id, orders_anonymized: 3 });

    expect((await send(t.app, 'GET', accountPath(), undefined, who.token)).status).toBe(401);
    for (const table of ['customers where id', 'sessions where customer_id'])
      expect(await countOf(`${table} = $1`, [who.id])).toBe(0);
    for (const table of ['password_resets', 'customer_addresses', 'account_wishlists'])
      expect(await countOf(`${table} where customer_id = $1`, [who.id])).toBe(0);
    // The pending reset mail is dropped; the sent ones no longer say to whom or what.
    expect(await countOf(`mail_outbox where lower("to") = $1`, [who.email])).toBe(0);
    expect(await countOf(`mail_outbox where text like $1`, [`%${who.email}%`])).toBe(0);

    const orders = await rowsOf<{
      id: number;
      email: string;
      shipping_address: object;
      customer_id: null;
    }>(
      t.handle,
      'select id, email, shipping_address, customer_id, total from orders where number = any($1) order by id',
      [[delivered, cancelled, guest]],
    );
    expect(orders).toHaveLength(3);
    for (const o of orders) {
      expect(o.email).toBe(`erased-${o.id}@invalid`);
      expect(o.customer_id).toBeNull();
      expect(o.shipping_address).toEqual({
        full_name: '',
        phone: '',
        address: '',
        state: '',
        zip: '',
        city: 'Hồ Chí Minh',
        country: 'VN',
      });
    }
    const checkouts = await rowsOf<{ email: string; shipping_address: object }>(
      t.handle,
      'select k.email, k.shipping_address from checkouts k join orders o on o.checkout_token = k.token where o.number = any($1) order by o.id',
      [[delivered, cancelled, guest]],
    );
    expect(checkouts.map((k) => k.email)).toEqual(orders.map((o) => o.email));
    for (const k of checkouts) expect(k.shipping_address).toEqual(orders[0]!.shipping_address);
    expect(await countOf('checkouts where lower(email) = $1', [who.email])).toBe(0);
    expect(await countOf('order_lines where order_id = any($1)', [orders.map((o) => o.id)])).toBe(
      3,
    );

    const [audit] = await rowsOf<{ entity_id: string; before: unknown; after: unknown }>(
      t.handle,
      `select entity_id, before, after from audit_log where action = 'customer.erase'`,
    );
    expect(audit!.entity_id).toBe(who.id);
    const logged = JSON.stringify(audit);
    for (const personal of [who.email, 'Nguyễn', '98 765', 'Lê Lợi'])
      expect(logged).not.toContain(personal);
    expect((await staff.call('GET', `/api/admin/customers/${who.id}`)).status).toBe(404);
  });
});
