/**
 * The owner's store settings (issue 39): each field's validation (422 with message ids by field), the
 * save audited before and after, and the change counting from the storefront's next request: the
 * store-info answer, checkout pricing with an edited shipping price, a method turned off refused, and
 * the return window judging a return request and told in the delivered mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreSettingsSchema } from '../../contract/admin/settings-shapes';
import type { StoreSettings } from '../../contract/admin/settings-types';
import { send } from '../routes/account-test-client';
import { moveOrder } from '../orders/move-order';
import { newToken, put, readyBody, setVariants } from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { auditRows, parsed, staffClient } from './catalog/test-catalog';
import { placeFor, rowsOf } from './orders/test-orders';

let t: TestContext;
let owner: Awaited<ReturnType<typeof staffClient>>;
let variant: string;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await staffClient(t, 'owner');
  variant = (await setVariants(t.handle, 1, { price: 1000, stock: 100 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

const read = async () =>
  parsed(StoreSettingsSchema, await owner.call('GET', '/api/admin/settings/store'));
const save = (body: unknown) => owner.call('PUT', '/api/admin/settings/store', body);
/** The settings as read, with `change` applied to a copy (what the screen sends). */
async function edited(change: (s: StoreSettings) => void) {
  const s = structuredClone(await read());
  change(s);
  const { currency: _, ...body } = s;
  return body;
}
const storeInfo = async () => (await send(t.app, 'GET', '/api/public/store-info')).body.data;

describe('store settings', () => {
  it('reads the defaults: both methods on with their names, the spec’s countries, 7 days', async () => {
    const s = await read();
    expect(s.shipping_methods.map((m) => [m.code, m.price, m.enabled])).toEqual([
      ['standard', 500, true],
      ['express', 1500, true],
    ]);
    expect(s.shipping_methods[0]!.name).toEqual({
      vi: 'Giao hàng tiêu chuẩn',
      en: 'Standard',
    });
    expect(s.countries).toEqual(['US', 'SG', 'MY', 'VN', 'ID', 'RU']);
    expect(s.return_window_days).toBe(7);
    expect(s.google_tag_id).toBeNull();
  });

  it.each([
    ['name', (s: StoreSettings) => (s.name = '  '), 'admin.errors.required'],
    ['name', (s: StoreSettings) => (s.name = 'x'.repeat(81)), 'admin.errors.too_long'],
    [
      'contact.email',
      (s: StoreSettings) => (s.contact.email = 'nope'),
      'settings.errors.email_invalid',
    ],
    [
      'contact.phone',
      (s: StoreSettings) => (s.contact.phone = 'call us'),
      'settings.errors.phone_invalid',
    ],
    ['contact.address', (s: StoreSettings) => (s.contact.address = ''), 'admin.errors.required'],
    [
      'free_shipping_threshold',
      (s: StoreSettings) => (s.free_shipping_threshold = -1),
      'settings.errors.amount_invalid',
    ],
    [
      'free_shipping_threshold',
      (s: StoreSettings) => (s.free_shipping_threshold = 10.5),
      'settings.errors.amount_invalid',
    ],
    [
      'shipping_methods.0.price',
      (s: StoreSettings) => (s.shipping_methods[0]!.price = -5),
      'settings.errors.amount_invalid',
    ],
    [
      'shipping_methods.1.name.vi',
      (s: StoreSettings) => (s.shipping_methods[1]!.name.vi = ''),
      'admin.errors.required',
    ],
    [
      'shipping_methods.0.min_days',
      (s: StoreSettings) => (s.shipping_methods[0]!.min_days = 61),
      'settings.errors.days_invalid',
    ],
    [
      'shipping_methods.0.max_days',
      (s: StoreSettings) => (s.shipping_methods[0]!.max_days = 1),
      'settings.errors.days_order',
    ],
    [
      'shipping_methods',
      (s: StoreSettings) => s.shipping_methods.forEach((m) => (m.enabled = false)),
      'settings.errors.method_required',
    ],
    ['shipping_methods', (s: StoreSettings) => s.shipping_methods.pop(), 'admin.errors.invalid'],
    ['countries', (s: StoreSettings) => (s.countries = []), 'settings.errors.country_required'],
    [
      'countries',
      (s: StoreSettings) => (s.countries = ['VN', 'FR']),
      'settings.errors.country_unknown',
    ],
    [
      'google_tag_id',
      (s: StoreSettings) => (s.google_tag_id = 'UA-12345-1'),
      'settings.errors.tag_invalid',
    ],
    [
      'low_stock_threshold',
      (s: StoreSettings) => (s.low_stock_threshold = 1001),
      'settings.errors.count_invalid',
    ],
    [
      'return_window_days',
      (s: StoreSettings) => (s.return_window_days = 0),
      'settings.errors.days_invalid',
    ],
    [
      'return_window_days',
      (s: StoreSettings) => (s.return_window_days = 366),
      'settings.errors.days_invalid',
    ],
  ])('refuses a bad %s with 422 and its id, and changes nothing', async (path, change, id) => {
    const before = await read();
    const res = await save(await edited(change));
    expect(res.status).toBe(422);
    expect(res.body.errors[path]).toEqual([id]);
    expect(await read()).toEqual(before);
  });

  it('saves, audits before and after, and store info answers the change at once', async () => {
    const before = await read();
    const body = await edited((s) => {
      s.name = 'Mây Studio';
      s.contact.phone = '+84 28 1111 2222';
      s.shipping_methods[0]!.price = 700;
      s.shipping_methods[1]!.name.en = 'Next-day';
      s.countries = ['VN', 'SG'];
      s.google_tag_id = 'g-abc1234';
      s.return_window_days = 14;
    });
    const saved = parsed(StoreSettingsSchema, await save(body));
    expect(saved).toMatchObject({ name: 'Mây Studio', google_tag_id: 'G-ABC1234' });
    const row = (await auditRows(t.handle, 'settings', 'store')).at(-1);
    expect(row).toMatchObject({ action: 'settings.store', staff_email: owner.email });
    expect(row!.before).toMatchObject({ name: before.name, return_window_days: 7 });
    expect(row!.after).toMatchObject({ name: 'Mây Studio', return_window_days: 14 });

    const info = await storeInfo();
    expect(info.name).toBe('Mây Studio');
    expect(info.contact.phone).toBe('+84 28 1111 2222');
    expect(info.shipping_methods[0]).toMatchObject({ code: 'standard', price: 700 });
    expect(info.shipping_methods[1].name.en).toBe('Next-day');
    expect(info.countries.map((c: { code: string }) => c.code)).toEqual(['SG', 'VN']);
    expect(info.google_ads).toEqual({ id: 'G-ABC1234' });
    expect(info.return_window_days).toBe(14);
    expect(info).not.toHaveProperty('staff_security');
    // The web manifest follows the name.
    const manifest = await (await t.app.request('/manifest.webmanifest')).json();
    expect(JSON.stringify(manifest)).toContain('Mây Studio');
  });

  it('prices checkout with the edited price and refuses a method turned off', async () => {
    await save(await edited((s) => (s.shipping_methods[0]!.price = 900)));
    const lines = [{ variant_id: variant!, quantity: 1 }];
    const draft = await put(t.app, newToken(), readyBody(lines));
    expect(draft.body.data).toMatchObject({ subtotal: 1000, shipping: 900, total: 1900 });

    const token = newToken();
    expect((await put(t.app, token, readyBody(lines, { shipping_method: 'express' }))).status).toBe(
      200,
    );
    await save(await edited((s) => (s.shipping_methods[1]!.enabled = false)));
    expect((await storeInfo()).shipping_methods.map((m: { code: string }) => m.code)).toEqual([
      'standard',
    ]);
    const refused = await send(t.app, 'POST', `/api/checkouts/${token}/complete`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      shipping_method: ['checkout.errors.shipping_method_unavailable'],
    });
    const again = await put(t.app, token, readyBody(lines, { shipping_method: 'express' }));
    expect(again.status).toBe(422);
    expect(again.body.errors.shipping_method).toEqual([
      'checkout.errors.shipping_method_unavailable',
    ]);
    await save(await edited((s) => (s.shipping_methods[1]!.enabled = true)));
  });

  it('judges a return request by the window set, and tells it in the delivered mail', async () => {
    await save(await edited((s) => (s.return_window_days = 3)));
    const number = await placeFor(t.app, [{ variant_id: variant!, quantity: 1 }]);
    for (const to of ['confirmed', 'shipped', 'delivered'] as const)
      await moveOrder(t.handle.db, number, to, { origin: 'http://shop.test' });
    const [mail] = await rowsOf<{ text: string }>(
      t.handle,
      `select m.text from mail_outbox m join orders o on o.id = m.order_id
       where o.number = $1 and m.kind = 'order_delivered'`,
      [number],
    );
    expect(mail!.text).toContain('trong vòng 3 ngày');
    // Delivered five days ago: outside 3 days, inside 14.
    await t.handle.pool.query(
      `update orders set delivered_at = now() - interval '5 days' where number = $1`,
      [number],
    );
    const [order] = await rowsOf<{ token: string }>(
      t.handle,
      'select token from orders where number = $1',
      [number],
    );
    const token = order!.token;
    const ask = () =>
      send(t.app, 'POST', `/api/orders/${token}/returns`, {
        lines: [{ variant_id: variant, quantity: 1 }],
        reason: 'Too small',
      });
    const closed = await ask();
    expect(closed.status).toBe(422);
    expect(closed.body.errors._).toEqual(['orders.errors.return_window_closed']);
    await save(await edited((s) => (s.return_window_days = 14)));
    expect((await ask()).status).toBe(201);
  });
});
