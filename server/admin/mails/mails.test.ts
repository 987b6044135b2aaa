/**
 * The back office's mail previews: a member (staff, the least role) lists the kinds the shop sends and
 * sees each one in both languages, rendered by the functions that write the real mails, with this
 * shop's name and origin; an unknown kind is 404, a bad language is refused, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '../../../contract/admin/mail-shapes';
import { LANGS } from '../../../contract/constants';
import { readSettings } from '../../db/queries/settings';
import { adminSend, newStaff } from '../../test/staff-client';
import { makeTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = (await newStaff(t.handle.db, 'staff')).token;
}, 60_000);
afterAll(() => t.handle.close());

const get = (path: string) => adminSend(t.app, 'GET', path, undefined, token);

describe('GET /api/admin/mails', () => {
  it('lists every kind the shop sends, with who reads it', async () => {
    const res = await get('/api/admin/mails');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.body.data.map((k: { kind: string }) => k.kind)).toEqual([...MAIL_KINDS]);
    expect(res.body.data).toContainEqual({ kind: 'shop_order_placed', audience: 'shop' });
    expect(res.body.data).toContainEqual({ kind: 'order_placed', audience: 'shopper' });
  });
});

describe('GET /api/admin/mails/:kind/preview?lang=', () => {
  const cases = MAIL_KINDS.flatMap((kind) => LANGS.map((lang) => [kind, lang] as const));

  it.each(cases)(
    '%s in %s: subject, text and an HTML page, linking to this shop',
    async (kind, lang) => {
      const res = await get(`/api/admin/mails/${kind}/preview?lang=${lang}`);
      expect(res.status).toBe(200);
      const mail = res.body.data;
      expect(mail).toMatchObject({ kind, lang });
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain('http://localhost/'); // the sample's links, at this shop's origin
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="(vi|en)">/);
      expect(mail.html).toContain(`<title>`);
      expect(mail.html).not.toContain('<script');
    },
  );

  it('names colours and sizes as a shopper of each language reads them, from the real functions', async () => {
    const vi = (await get('/api/admin/mails/order_placed/preview?lang=vi')).body.data;
    expect(vi.subject).toBe('Đã nhận đơn hàng MAY-001042');
    expect(vi.text).toContain('2 × Áo sơ mi linen (Đen · L)');
    expect(vi.text).toContain('Túi tote canvas (Be · Một cỡ)');
    expect(vi.text).toContain('http://localhost/order/');
    const en = (await get('/api/admin/mails/order_placed/preview?lang=en')).body.data;
    expect(en.subject).toBe('We received your order MAY-001042');
    expect(en.text).toContain('2 × Linen shirt (Black · L)');
    expect(en.text).toContain('Canvas tote bag (Beige · One size)');
    expect(en.text).toContain('http://localhost/en/order/');
    const { name } = await readSettings(t.handle.db);
    expect(en.html).toContain(name);
  });

  it('shows the shop’s notices in the preview’s language, pointing to the back office', async () => {
    const en = (await get('/api/admin/mails/shop_return_requested/preview?lang=en')).body.data;
    expect(en.subject).toBe('Return requested for order MAY-001042');
    expect(en.text).toContain('http://localhost/en/admin/orders/MAY-001042');
    const vi = (await get('/api/admin/mails/shop_order_placed/preview?lang=vi')).body.data;
    expect(vi.subject).toBe('Đơn hàng mới MAY-001042');
    expect(vi.text).toContain('http://localhost/admin/orders/MAY-001042');
  });

  it('answers 404 for a kind the shop does not send, and refuses a language it has not', async () => {
    expect((await get('/api/admin/mails/newsletter/preview?lang=en')).status).toBe(404);
    const fr = await get('/api/admin/mails/order_placed/preview?lang=fr');
    expect(fr.status).toBeGreaterThanOrEqual(400);
    expect(fr.status).toBeLessThan(500);
  });
});
