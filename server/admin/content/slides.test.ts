/**
 * The home page's hero slides from the back office: create (after the last), edit, reorder and delete,
 * each audited; links are a storefront path or an https address; the storefront's home answers the
 * slides in their order, localized, and an https link as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/content-shapes';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';
import { contentFixtures, slideBody } from './test-content';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let artKey: string;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  artKey = (await contentFixtures(t)).artKey;
}, 60_000);
afterAll(() => t.handle.close());

const slides = async () =>
  parsed(shape.AdminSlideListSchema, await staff.call('GET', '/api/admin/hero-slides'));
const home = async (lang: 'vi' | 'en') =>
  (await getJson(t.app, `/api/catalog/home?lang=${lang}`)).body.data;

describe('hero slides', () => {
  it('adds a slide after the others, shown on the home in both languages', async () => {
    const before = await slides();
    const slide = parsed(
      shape.AdminSlideSchema,
      await staff.call('POST', '/api/admin/hero-slides', slideBody(artKey)),
    );
    expect(slide.position).toBeGreaterThan(Math.max(...before.map((s) => s.position)));
    const vi = await home('vi');
    expect(vi.hero.at(-1)).toMatchObject({ title: 'Bộ sưu tập thu', href: '/collection/women' });
    const en = await home('en');
    expect(en.hero.at(-1)).toMatchObject({
      title: 'The autumn collection',
      subtitle: 'Warm and light',
      href: '/en/collection/women',
    });
    expect((await auditRows(t.handle, 'hero_slide', slide.id))[0]!.action).toBe(
      'hero_slide.create',
    );
  });

  it('takes a path or an https address, and answers 422 ids for anything else', async () => {
    for (const href of [
      'javascript:alert(1)',
      'http://example.com/',
      '//evil.example',
      'shop',
      'https://a b.com',
    ] as const) {
      const res = await staff.call('POST', '/api/admin/hero-slides', slideBody(artKey, { href }));
      expect(res.status, href).toBe(422);
      expect(res.body.errors.href, href).toEqual(['content.errors.link_invalid']);
    }
    const empty = await staff.call(
      'POST',
      '/api/admin/hero-slides',
      slideBody(artKey, { title_vi: '' }),
    );
    expect(empty.body.errors.title_vi).toEqual(['admin.errors.required']);
    const noPicture = await staff.call('POST', '/api/admin/hero-slides', slideBody('nope'));
    expect(noPicture.body.errors.art_key).toEqual(['catalog.errors.picture_unknown']);
    const outside = parsed(
      shape.AdminSlideSchema,
      await staff.call(
        'POST',
        '/api/admin/hero-slides',
        slideBody(artKey, { href: 'https://lookbook.example/thu' }),
      ),
    );
    // A path typed with its language is kept without it: the storefront adds /en.
    const typed = parsed(
      shape.AdminSlideSchema,
      await staff.call(
        'PUT',
        `/api/admin/hero-slides/${outside.id}`,
        slideBody(artKey, { href: '/en/events' }),
      ),
    );
    expect(typed.href).toBe('/events');
    await staff.call(
      'PUT',
      `/api/admin/hero-slides/${outside.id}`,
      slideBody(artKey, { href: 'https://lookbook.example/thu' }),
    );
    expect((await home('en')).hero.at(-1).href).toBe('https://lookbook.example/thu');
  });

  it('reorders every slide at once, refusing an order that misses one', async () => {
    const ids = (await slides()).map((s) => s.id);
    const reversed = [...ids].reverse();
    const res = await staff.call('PUT', '/api/admin/hero-slides/order', { ids: reversed });
    expect(parsed(shape.AdminSlideListSchema, res).map((s) => s.id)).toEqual(reversed);
    const first = (await slides())[0]!;
    expect((await home('vi')).hero[0].title).toBe(first.title_vi);
    const partial = await staff.call('PUT', '/api/admin/hero-slides/order', {
      ids: reversed.slice(1),
    });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.ids).toEqual(['content.errors.order_mismatch']);
    const { rows } = await t.handle.pool.query(
      `select action from audit_log where entity = 'hero_slide' and action = 'hero_slide.reorder'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('deletes slides, down to none: the home then has no hero', async () => {
    const all = await slides();
    const edited = parsed(
      shape.AdminSlideSchema,
      await staff.call(
        'PUT',
        `/api/admin/hero-slides/${all[0]!.id}`,
        slideBody(artKey, { title_en: 'Edited' }),
      ),
    );
    expect(edited.title_en).toBe('Edited');
    for (const s of all)
      expect((await staff.call('DELETE', `/api/admin/hero-slides/${s.id}`)).status).toBe(204);
    expect((await home('vi')).hero).toEqual([]);
    const rows = await auditRows(t.handle, 'hero_slide', all[0]!.id);
    expect(rows.map((r) => r.action).slice(-2)).toEqual(['hero_slide.update', 'hero_slide.delete']);
    expect((await staff.call('DELETE', `/api/admin/hero-slides/${all[0]!.id}`)).status).toBe(404);
  });

  it('lists pictures to choose from, found by their alt text', async () => {
    const all = parsed(
      shape.ContentPictureListSchema,
      await staff.call('GET', '/api/admin/content/pictures'),
    );
    expect(all.length).toBeGreaterThan(0);
    const word = all[0]!.alt_en.split(' ')[0]!;
    const found = parsed(
      shape.ContentPictureListSchema,
      await staff.call('GET', `/api/admin/content/pictures?q=${encodeURIComponent(word)}`),
    );
    expect(
      found.every((p) => `${p.alt_vi} ${p.alt_en}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
  });
});
