/**
 * Editing a product's pictures (issue 37), on the demo shop's drawn art as on uploads: the list, a new
 * order (only a permutation of what the product has), a picture's colour or all colours, its alt text in
 * both languages (the picture's own, so the storefront reads it), and taking one off (the rest close up
 * from 0, the picture's row stays). Each write is audited, and the storefront's product shows the change.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PictureListSchema } from '../../../contract/admin/picture-shapes';
import { art, products } from '../../db/schema';
import { auditLog } from '../../db/schema-admin';
import { adminSend, newStaff } from '../../test/staff-client';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = (await newStaff(t.handle.db, 'staff')).token;
}, 60_000);
afterAll(() => t.handle.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;
const send = (method: string, path: string, body?: unknown) =>
  adminSend(t.app, method, path, body, token);
const base = (id: number) => `/api/admin/products/${id}/pictures`;

/** A demo product of two colours, with its two drawn pictures (the `skip`th such product). */
async function twoColourProduct(skip: number) {
  const rows = await t.handle.db
    .select({ id: products.id, slug: products.slug, colors: products.colors })
    .from(products)
    .orderBy(products.id);
  return rows.filter((r) => r.colors.length === 2)[skip]!;
}

const listOf = async (id: number) =>
  v.parse(PictureListSchema, (await send('GET', base(id))).body.data);
const storefront = async (slug: string, lang = 'vi'): Promise<Json> =>
  (await getJson(t.app, `/api/catalog/products/${slug}?lang=${lang}`)).body.data;
const lastAudit = async (action: string) =>
  (
    await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(auditLog.id)
  ).at(-1);

describe('a product’s pictures', () => {
  it('lists the demo’s drawn art as ordinary pictures, each with its colour', async () => {
    const p = await twoColourProduct(0);
    const list = await listOf(p.id);
    expect(list).toHaveLength(2);
    expect(list.map((x) => [x.position, x.source, x.mime])).toEqual([
      [0, 'drawing', null],
      [1, 'drawing', null],
    ]);
    // Each drawn in one of the product's colours, and tied to it.
    expect(list.map((x) => x.color).sort()).toEqual([...p.colors].sort());
    expect(list[0]!.image.url).toBe(`/images/${list[0]!.key}-640.webp`);
    expect((await send('GET', base(999_999))).status).toBe(404);
  });

  it('reorders them, and the storefront’s card shows the new first', async () => {
    const p = await twoColourProduct(1);
    const [a, b] = await listOf(p.id);
    const res = await send('PUT', `${base(p.id)}/order`, { keys: [b!.key, a!.key] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: Json) => [x.key, x.position, x.color])).toEqual([
      [b!.key, 0, b!.color],
      [a!.key, 1, a!.color],
    ]);
    const shown = await storefront(p.slug);
    expect(shown.image.url).toBe(b!.image.url);
    expect(shown.images.map((i: Json) => i.url)).toEqual([b!.image.url, a!.image.url]);
    const entry = await lastAudit('picture.reorder');
    expect(entry).toMatchObject({ entity: 'product', entityId: String(p.id) });
    expect(entry!.before).toEqual([
      { key: a!.key, color: a!.color },
      { key: b!.key, color: b!.color },
    ]);
  });

  it.each([
    ['one missing', (a: string) => [a]],
    ['one twice', (a: string) => [a, a]],
    ['one of another product', (a: string) => [a, 'p-elsewhere-00000000']],
  ])('refuses an order with %s, changing nothing', async (_name, keysOf) => {
    const p = await twoColourProduct(2);
    const before = await listOf(p.id);
    const res = await send('PUT', `${base(p.id)}/order`, { keys: keysOf(before[0]!.key) });
    expect([res.status, res.body.errors]).toEqual([
      422,
      { keys: ['pictures.errors.order_mismatch'] },
    ]);
    expect(await listOf(p.id)).toEqual(before);
  });

  it('sets a picture’s colour, or all colours, as the storefront’s images then say', async () => {
    const p = await twoColourProduct(3);
    const [first] = await listOf(p.id);
    const all = await send('PATCH', `${base(p.id)}/${first!.key}`, { color: null });
    expect(all.body.data[0].color).toBeNull();
    expect((await storefront(p.slug)).images[0].color).toBeNull();
    const other = p.colors[1]!;
    const set = await send('PATCH', `${base(p.id)}/${first!.key}`, { color: other });
    expect(set.body.data[0].color).toBe(other);
    expect((await storefront(p.slug)).images.map((i: Json) => i.color)).toEqual([other, other]);
    const bad = await send('PATCH', `${base(p.id)}/${first!.key}`, { color: 'TEAL' });
    expect([bad.status, bad.body.errors]).toEqual([
      422,
      { color: ['pictures.errors.color_invalid'] },
    ]);
    const entry = await lastAudit('picture.update');
    expect(entry!.before).toMatchObject({ key: first!.key, color: null });
    expect(entry!.after).toMatchObject({ key: first!.key, color: other });
  });

  it('sets its alt text in both languages, which the storefront shows in each', async () => {
    const p = await twoColourProduct(4);
    const [first] = await listOf(p.id);
    const res = await send('PATCH', `${base(p.id)}/${first!.key}`, {
      alt_vi: ' Áo thun đen, mặt trước ',
      alt_en: 'Black tee, front',
    });
    expect(res.body.data[0]).toMatchObject({
      alt_vi: 'Áo thun đen, mặt trước',
      alt_en: 'Black tee, front',
    });
    expect((await storefront(p.slug, 'en')).images[0].alt).toBe('Black tee, front');
    expect((await storefront(p.slug, 'vi')).images[0].alt).toBe('Áo thun đen, mặt trước');
    const empty = await send('PATCH', `${base(p.id)}/${first!.key}`, { alt_en: '  ' });
    expect([empty.status, empty.body.errors]).toEqual([422, { alt_en: ['admin.errors.required'] }]);
    const long = await send('PATCH', `${base(p.id)}/${first!.key}`, { alt_vi: 'x'.repeat(251) });
    expect(long.body.errors).toEqual({ alt_vi: ['admin.errors.too_long'] });
  });

  it('takes one off: the rest close up from 0, the picture’s row stays for orders that show it', async () => {
    const p = await twoColourProduct(5);
    const [a, b] = await listOf(p.id);
    const res = await send('DELETE', `${base(p.id)}/${a!.key}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((x: Json) => [x.key, x.position])).toEqual([[b!.key, 0]]);
    expect((await storefront(p.slug)).image.url).toBe(b!.image.url);
    expect(
      await t.handle.db.select({ key: art.key }).from(art).where(eq(art.key, a!.key)),
    ).toHaveLength(1);
    expect((await send('DELETE', `${base(p.id)}/${a!.key}`)).status).toBe(404);
    expect((await send('PATCH', `${base(p.id)}/${a!.key}`, { color: null })).status).toBe(404);
    const entry = await lastAudit('picture.remove');
    expect(entry).toMatchObject({ entity: 'product', entityId: String(p.id), after: null });
    expect(
      await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'picture.remove'), eq(auditLog.entityId, String(p.id)))),
    ).toHaveLength(1);
  });
});
