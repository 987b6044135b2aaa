/**
 * Content pages from the back office: create (slug from the Vietnamese title, unique), edit (Markdown
 * made into sanitized HTML: a script never reaches the storefront), delete (refused for the footer's
 * pages), each write audited, and the storefront's content read answering the edit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/content-shapes';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';
import { pageBody } from './test-content';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
}, 60_000);
afterAll(() => t.handle.close());

const create = async (over = {}) =>
  parsed(shape.AdminPageSchema, await staff.call('POST', '/api/admin/pages', pageBody(over)));
const storefront = (slug: string, lang: 'vi' | 'en') =>
  getJson(t.app, `/api/content/pages/${slug}?lang=${lang}`);

describe('content pages', () => {
  it('lists the shop’s pages, the footer’s marked as linked', async () => {
    const list = parsed(shape.AdminPageListSchema, await staff.call('GET', '/api/admin/pages'));
    expect(list.find((p) => p.slug === 'shipping')?.linked).toBe(true);
    expect(list.find((p) => p.slug === 'size-guide')?.linked).toBe(false);
  });

  it('creates a page with a slug made from the Vietnamese title, unique, audited', async () => {
    const first = await create();
    expect(first.slug).toBe('cham-soc-quan-ao');
    const second = await create();
    expect(second.slug).toBe('cham-soc-quan-ao-2');
    const vi = await storefront(first.slug, 'vi');
    expect(vi.body.data.title).toBe('Chăm sóc quần áo');
    expect(vi.body.data.body).toContain('<strong>nước lạnh</strong>');
    expect((await storefront(first.slug, 'en')).body.data.body).toContain(
      '<li>Dry in the shade</li>',
    );
    const rows = await auditRows(t.handle, 'page', first.slug);
    expect(rows.map((r) => r.action)).toEqual(['page.create']);
    expect(rows[0]!.staff_email).toBe(staff.email);
    expect(rows[0]!.after.title_en).toBe('Caring for your clothes');
  });

  it('answers 422 ids for an empty title and a bad or taken slug, keeping the page', async () => {
    const empty = await staff.call('POST', '/api/admin/pages', pageBody({ title_vi: '  ' }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.title_vi).toEqual(['admin.errors.required']);
    const bad = await staff.call('POST', '/api/admin/pages', pageBody({ slug: 'Not A Slug!' }));
    expect(bad.body.errors.slug).toEqual(['catalog.errors.slug_invalid']);
    const taken = await staff.call('POST', '/api/admin/pages', pageBody({ slug: 'about' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['catalog.errors.slug_taken']);
  });

  it('saves an edit the storefront answers at once, with no script in its HTML', async () => {
    const page = await create({ slug: 've-sinh' });
    const res = await staff.call(
      'PUT',
      `/api/admin/pages/${page.slug}`,
      pageBody({
        title_en: 'Cleaning',
        body_md_en:
          'Hello <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      }),
    );
    const saved = parsed(shape.AdminPageSchema, res);
    expect(saved.title_en).toBe('Cleaning');
    expect(saved.body_md_en).toContain('Hello');
    const en = await storefront(page.slug, 'en');
    expect(en.body.data.title).toBe('Cleaning');
    expect(en.body.data.body).toContain('Hello');
    expect(en.body.data.body).not.toMatch(/<script|javascript:|onerror/i);
    // Served with a shared cache's bound of 30 + 30 s (decision 010): the edit shows within 60 s.
    expect(en.headers.get('Cache-Control')).toContain('s-maxage=30');
    const rows = await auditRows(t.handle, 'page', page.slug);
    expect(rows.map((r) => r.action)).toEqual(['page.create', 'page.update']);
    expect(rows[1]!.before.title_en).toBe('Caring for your clothes');
  });

  it('moves a page to a new slug, but never a footer page', async () => {
    const page = await create({ slug: 'doi-ten' });
    const moved = await staff.call(
      'PUT',
      `/api/admin/pages/${page.slug}`,
      pageBody({ slug: 'da-doi' }),
    );
    expect(moved.status).toBe(200);
    expect((await storefront('doi-ten', 'vi')).status).toBe(404);
    expect((await storefront('da-doi', 'vi')).status).toBe(200);
    const footer = await staff.call(
      'PUT',
      '/api/admin/pages/returns',
      pageBody({ slug: 'tra-hang' }),
    );
    expect(footer.status).toBe(422);
    expect(footer.body.errors.slug).toEqual(['content.errors.page_linked']);
  });

  it('opens a demo page written as HTML as Markdown', async () => {
    const about = parsed(shape.AdminPageSchema, await staff.call('GET', '/api/admin/pages/about'));
    expect(about.body_md_vi.length).toBeGreaterThan(0);
    expect(about.body_md_vi).not.toContain('<p>');
  });

  it('deletes a page, audited, but refuses the footer’s', async () => {
    const page = await create({ slug: 'tam-thoi' });
    expect((await staff.call('DELETE', `/api/admin/pages/${page.slug}`)).status).toBe(204);
    expect((await storefront(page.slug, 'vi')).status).toBe(404);
    expect((await auditRows(t.handle, 'page', page.slug)).at(-1)!.action).toBe('page.delete');
    const footer = await staff.call('DELETE', '/api/admin/pages/shipping');
    expect(footer.status).toBe(422);
    expect(footer.body.errors._).toEqual(['content.errors.page_linked']);
    expect((await storefront('shipping', 'vi')).status).toBe(200);
    expect((await staff.call('DELETE', '/api/admin/pages/khong-co')).status).toBe(404);
  });
});
