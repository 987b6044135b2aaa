/**
 * Events from the back office: create with both languages' texts, place, times, a picture and featured
 * products in order; validation (empty title, bad slug, end before start, unknown product or picture);
 * edit (a new slug takes its products along) and delete, audited; the storefront's event read, list and
 * home answering the edit, its body sanitized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/content-shapes';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';
import { contentFixtures, eventBody } from './test-content';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let fx: Awaited<ReturnType<typeof contentFixtures>>;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  fx = await contentFixtures(t);
}, 60_000);
afterAll(() => t.handle.close());

const create = async (over = {}) =>
  parsed(shape.AdminEventSchema, await staff.call('POST', '/api/admin/events', eventBody(over)));
const storefront = (slug: string, lang: 'vi' | 'en') =>
  getJson(t.app, `/api/content/events/${slug}?lang=${lang}`);

describe('events', () => {
  it('creates an event the storefront shows in both languages, with its products in order', async () => {
    const [a, b] = fx.products;
    const event = await create({ art_key: fx.artKey, products: [b!.id, a!.id] });
    expect(event.slug).toBe('hoi-cho-mua-thu');
    expect(event.starts_at).toBe('2030-10-01T02:00:00.000Z');
    expect(event.products.map((p) => p.id)).toEqual([b!.id, a!.id]);
    const vi = (await storefront(event.slug, 'vi')).body.data;
    expect(vi.title).toBe('Hội chợ mùa thu');
    expect(vi.location).toBe('Phố đi bộ Nguyễn Huệ');
    expect(vi.body).toContain('<strong>gian hàng</strong>');
    expect(vi.image).not.toBeNull();
    expect(vi.products.map((p: { id: string }) => p.id)).toEqual([b!.id, a!.id]);
    const en = (await storefront(event.slug, 'en')).body.data;
    expect(en.title).toBe('Autumn fair');
    expect(en.location).toBe('Nguyen Hue walking street');
    const rows = await auditRows(t.handle, 'event', event.slug);
    expect(rows.map((r) => r.action)).toEqual(['event.create']);
    expect(rows[0]!.after.products).toHaveLength(2);
  });

  it('answers 422 ids for an empty title, a bad slug, an end before the start, unknown products', async () => {
    const res = await staff.call(
      'POST',
      '/api/admin/events',
      eventBody({ title_en: '', slug: 'Bad Slug' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.title_en).toEqual(['admin.errors.required']);
    expect(res.body.errors.slug).toEqual(['catalog.errors.slug_invalid']);
    const backwards = await staff.call(
      'POST',
      '/api/admin/events',
      eventBody({ starts_at: '2030-10-03T09:00:00+07:00', ends_at: '2030-10-03T09:00:00+07:00' }),
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.ends_at).toEqual(['content.errors.ends_before_start']);
    const odd = await staff.call('POST', '/api/admin/events', eventBody({ starts_at: 'tomorrow' }));
    expect(odd.body.errors.starts_at).toEqual(['content.errors.time_invalid']);
    const unknown = await staff.call(
      'POST',
      '/api/admin/events',
      eventBody({ products: [fx.products[0]!.id, '999999'], art_key: 'no-such-picture' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['products.1']).toEqual(['catalog.errors.product_unknown']);
    expect(unknown.body.errors.art_key).toEqual(['catalog.errors.picture_unknown']);
    const rows = await t.handle.pool.query(
      `select 1 from events where title_vi = 'Hội chợ mùa thu'`,
    );
    expect(rows.rowCount).toBe(1); // only the first test's
  });

  it('saves an edit (a new slug keeps its products) the storefront and the home answer', async () => {
    const event = await create({ slug: 'dem-nhac', products: [fx.products[0]!.id] });
    const res = await staff.call(
      'PUT',
      `/api/admin/events/${event.slug}`,
      eventBody({
        slug: 'dem-nhac-mua-he',
        title_en: 'Summer music night',
        body_md_en: 'Come <script>alert(1)</script>',
        starts_at: '2020-01-01T09:00:00+07:00',
        ends_at: new Date(Date.now() + 7_200_000).toISOString(),
        products: [fx.products[1]!.id, fx.products[0]!.id],
      }),
    );
    const saved = parsed(shape.AdminEventSchema, res);
    expect(saved.products.map((p) => p.id)).toEqual([fx.products[1]!.id, fx.products[0]!.id]);
    expect((await storefront('dem-nhac', 'en')).status).toBe(404);
    const en = (await storefront('dem-nhac-mua-he', 'en')).body.data;
    expect(en.title).toBe('Summer music night');
    expect(en.body).not.toMatch(/<script/i);
    expect(en.products).toHaveLength(2);
    // Running since 2020 and not over: the first of the home's coming events and of the admin's list.
    const home = (await getJson(t.app, '/api/catalog/home?lang=en')).body.data;
    expect(home.events[0].title).toBe('Summer music night');
    const list = parsed(shape.AdminEventListSchema, await staff.call('GET', '/api/admin/events'));
    expect(list[0]!.slug).toBe('dem-nhac-mua-he');
    const actions = (await auditRows(t.handle, 'event', 'dem-nhac-mua-he')).map((r) => r.action);
    expect(actions).toEqual(['event.update']);
  });

  it('deletes an event and its products’ rows, audited', async () => {
    const event = await create({ slug: 'xoa-di', products: [fx.products[0]!.id] });
    expect((await staff.call('DELETE', `/api/admin/events/${event.slug}`)).status).toBe(204);
    expect((await storefront(event.slug, 'vi')).status).toBe(404);
    const left = await t.handle.pool.query(
      `select 1 from event_products where event_slug = 'xoa-di'`,
    );
    expect(left.rowCount).toBe(0);
    expect((await auditRows(t.handle, 'event', 'xoa-di')).at(-1)!.action).toBe('event.delete');
    expect((await staff.call('DELETE', '/api/admin/events/xoa-di')).status).toBe(404);
  });
});
