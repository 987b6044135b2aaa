/**
 * The back office's customers (issue 39): the list found by name, email (any case) and phone digits,
 * paged, with orders counted and spending that leaves cancelled orders out; a customer's page with
 * their orders, addresses and wishlist; and no password hash or session token in any answer, read
 * from the raw JSON of every customer endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/customer-shapes';
import { setVariants } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { parsed, staffClient } from '../catalog/test-catalog';
import { placeAs, registeredCustomer, stringsIn, wish } from './test-customers';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let variants: string[];
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  variants = await setVariants(t.handle, 2, { price: 2500, stock: 500 });
}, 60_000);
afterAll(() => t.handle.close());

const list = async (query: string) =>
  parsed(shape.CustomerListPageSchema, await staff.call('GET', `/api/admin/customers?${query}`));
const ids = async (query: string) => (await list(query)).items.map((r) => r.id);

describe('the customers list', () => {
  it('finds a customer by name, email (any case) and phone digits however typed', async () => {
    const hoa = await registeredCustomer(t.app, {
      first_name: 'Thị Hoa',
      last_name: 'Trần Tìm',
      phone: '+84 (91) 765-4321',
    });
    await registeredCustomer(t.app, { first_name: 'Văn B', last_name: 'Lê' });
    expect(await ids(`q=${encodeURIComponent('TRẦN TÌM')}`)).toEqual([hoa.id]);
    expect(await ids(`q=${encodeURIComponent('thị hoa trần')}`)).toEqual([hoa.id]);
    expect(await ids(`q=${encodeURIComponent(hoa.email.toUpperCase())}`)).toEqual([hoa.id]);
    expect(await ids('q=0917654321')).toEqual([hoa.id]);
    expect(await ids(`q=${encodeURIComponent('91 765 43 21')}`)).toEqual([hoa.id]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=nobody-like-this')).toEqual([]);
  });

  it('pages newest first and counts orders, spending only what was not cancelled', async () => {
    const who = await registeredCustomer(t.app);
    const kept = await placeAs(t.app, who.token, who.email, variants[0]!);
    const cancelled = await placeAs(t.app, who.token, who.email, variants[1]!);
    await t.handle.pool.query(`update orders set status = 'cancelled' where number = $1`, [
      cancelled,
    ]);
    const { rows } = await t.handle.pool.query<{ total: number }>(
      'select total from orders where number = $1',
      [kept],
    );
    const [row] = (await list(`q=${encodeURIComponent(who.email)}`)).items;
    expect(row).toMatchObject({ id: who.id, orders: 2, total_spent: rows[0]!.total });
    expect(row!.phone).toBe('+84 98 765 4321');

    const all = await list('per_page=100');
    expect(all.items[0]!.id).toBe(who.id); // the newest first
    const first = await list('per_page=2&page=1');
    const second = await list('per_page=2&page=2');
    expect(first.total).toBe(all.total);
    expect(first.items.map((r) => r.id)).toEqual(all.items.slice(0, 2).map((r) => r.id));
    expect(second.items.map((r) => r.id)).toEqual(all.items.slice(2, 4).map((r) => r.id));
    expect((await staff.call('GET', '/api/admin/customers?per_page=0')).status).toBe(400);
  });
});

describe('a customer’s page', () => {
  it('shows their details, orders, saved addresses and wishlist', async () => {
    const who = await registeredCustomer(t.app);
    const number = await placeAs(t.app, who.token, who.email, variants[0]!);
    await t.handle.pool.query(`update orders set lang = 'en' where number = $1`, [number]);
    const { rows } = await t.handle.pool.query<{ id: number; name_en: string }>(
      'select p.id, p.name_en from products p join variants v on v.product_id = p.id where v.id = $1',
      [variants[1]],
    );
    await wish(t.app, who.token, [String(rows[0]!.id)]);
    const c = parsed(
      shape.AdminCustomerSchema,
      await staff.call('GET', `/api/admin/customers/${who.id}?lang=en`),
    );
    expect(c).toMatchObject({
      id: who.id,
      email: who.email,
      first_name: 'Lan',
      last_name: 'Nguyễn',
      phone: '+84 98 765 4321',
      lang: 'en',
      orders: 1,
      open_orders: 1,
    });
    expect(c.order_list.map((o) => [o.number, o.status])).toEqual([[number, 'pending']]);
    expect(c.addresses).toEqual([
      expect.objectContaining({ full_name: 'Nguyễn Thị Lan', city: 'Hồ Chí Minh', country: 'VN' }),
    ]);
    expect(c.wishlist).toEqual([
      expect.objectContaining({ product_id: String(rows[0]!.id), name: rows[0]!.name_en }),
    ]);
    expect((await staff.call('GET', '/api/admin/customers/no-such-one')).status).toBe(404);
  });
});

describe('what staff never see', () => {
  it('no customer answer carries a password hash or a session token', async () => {
    const who = await registeredCustomer(t.app);
    await placeAs(t.app, who.token, who.email, variants[0]!);
    const secrets = await t.handle.pool.query<{ password_hash: string; token_hash: string }>(
      `select c.password_hash, s.token_hash from customers c join sessions s on s.customer_id = c.id
       where c.id = $1`,
      [who.id],
    );
    const forbidden = [who.token, ...secrets.rows.flatMap((r) => [r.password_hash, r.token_hash])];
    const answers = [
      await staff.call('GET', `/api/admin/customers?q=${encodeURIComponent(who.email)}`),
      await staff.call('GET', `/api/admin/customers/${who.id}`),
      await staff.call('POST', `/api/admin/customers/${who.id}/password-reset`),
      await staff.call('POST', `/api/admin/customers/${who.id}/erase`, {
        email: 'wrong@example.com',
      }),
    ];
    for (const answer of answers) {
      const raw = JSON.stringify(answer.body);
      expect(raw).not.toMatch(/password|token|hash/i);
      for (const secret of forbidden) expect(stringsIn(answer.body)).not.toContain(secret);
      for (const secret of forbidden) expect(raw).not.toContain(secret);
    }
    // The reset row's own token hash never shows either.
    const resets = await t.handle.pool.query<{ token_hash: string }>(
      'select token_hash from password_resets where customer_id = $1',
      [who.id],
    );
    expect(resets.rows.length).toBe(1);
    for (const answer of answers)
      expect(JSON.stringify(answer.body)).not.toContain(resets.rows[0]!.token_hash);
  });
});
