/**
 * The collections' admin endpoints on the demo shop: the tree (parents first, product counts), create
 * (path from the parent and the name), save (a move takes the children along; no cycles; a rename
 * re-indexes its products' search text; the picture must exist), delete only when empty, each write
 * audited with before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import type { AdminCollection, CollectionBody } from '../../../contract/admin/catalog-types';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, newProductBody, parsed, staffClient } from './test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
}, 60_000);
afterAll(() => t.handle.close());

const tree = async () =>
  parsed(shape.AdminCollectionListSchema, await staff.call('GET', '/api/admin/collections'));
const body = (over: Partial<CollectionBody> = {}): CollectionBody => ({
  parent: null,
  name_vi: 'Đồ bơi',
  name_en: 'Swimwear',
  description_vi: 'Đồ bơi cho mùa hè.',
  description_en: 'Swimwear for summer.',
  position: 5,
  featured: false,
  art_key: null,
  ...over,
});
const create = async (over: Partial<CollectionBody> = {}) =>
  parsed(
    shape.AdminCollectionSchema,
    await staff.call('POST', '/api/admin/collections', body(over)),
  );
const save = (c: AdminCollection, over: Partial<CollectionBody>) =>
  staff.call('PUT', `/api/admin/collections/${c.id}`, {
    ...body({
      parent: c.parent,
      name_vi: c.name_vi,
      name_en: c.name_en,
      position: c.position,
      featured: c.featured,
      art_key: c.art_key,
    }),
    ...over,
  });

describe('the tree', () => {
  it('lists every collection, parents before their children, with product counts', async () => {
    const list = await tree();
    expect(list).toHaveLength(t.shop.collections.length);
    const index = new Map(list.map((c, i) => [c.slug, i]));
    for (const c of list)
      if (c.parent) expect(index.get(c.parent)!).toBeLessThan(index.get(c.slug)!);
    const dresses = list.find((c) => c.slug === 'women/dresses')!;
    expect(dresses.product_count).toBe(
      t.shop.products.filter((p) => p.collection === 'women/dresses').length,
    );
    expect(dresses.image_url).toMatch(/^\/images\/.+-640\.webp$/);
  });
});

describe('create and save', () => {
  it('makes the path from the parent and the Vietnamese name; a taken path is refused', async () => {
    const swim = await create({ parent: 'women' });
    expect(swim).toMatchObject({ slug: 'women/do-boi', parent: 'women', product_count: 0 });
    const again = await create({ parent: 'women' });
    expect(again.slug).toBe('women/do-boi-2');
    const taken = await staff.call(
      'POST',
      '/api/admin/collections',
      body({ parent: 'women', slug: 'dresses' }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ slug: ['catalog.errors.slug_taken'] });
    const [audit] = await auditRows(t.handle, 'collection', swim.id);
    expect(audit).toMatchObject({ action: 'collection.create', before: null });
    expect(audit!.after).toMatchObject({ slug: 'women/do-boi' });
  });

  it('answers 422 for an unknown parent or picture, and for a bad slug', async () => {
    const res = await staff.call(
      'POST',
      '/api/admin/collections',
      body({ parent: 'nowhere', art_key: 'no-such-picture', slug: 'Bad Slug' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['catalog.errors.slug_invalid'] });
    const empty = await staff.call('POST', '/api/admin/collections', {
      position: -1,
      featured: 'y',
    });
    expect(empty.body.errors).toEqual({
      name_vi: ['admin.errors.required'],
      name_en: ['admin.errors.required'],
      position: ['admin.errors.invalid'],
      featured: ['admin.errors.invalid'],
    });
    const db = await staff.call(
      'POST',
      '/api/admin/collections',
      body({ parent: 'nowhere', art_key: 'no-such-picture' }),
    );
    expect(db.body.errors).toEqual({
      parent: ['catalog.errors.parent_unknown'],
      art_key: ['catalog.errors.picture_unknown'],
    });
  });

  it('moves a collection with its children, and refuses to put one inside itself', async () => {
    const top = await create({ name_vi: 'Mùa hè', name_en: 'Summer' });
    const child = await create({ parent: top.slug, name_vi: 'Kính', name_en: 'Shades' });
    const cycle = await save(top, { parent: child.slug });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors).toEqual({ parent: ['catalog.errors.parent_cycle'] });
    const moved = parsed(shape.AdminCollectionSchema, await save(top, { parent: 'accessories' }));
    expect(moved.slug).toBe('accessories/mua-he');
    const list = await tree();
    expect(list.find((c) => c.id === child.id)).toMatchObject({
      slug: 'accessories/mua-he/kinh',
      parent: 'accessories/mua-he',
    });
    expect((await getJson(t.app, '/api/catalog/collections/accessories/mua-he/kinh')).status).toBe(
      200,
    );
    const rows = await auditRows(t.handle, 'collection', top.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'collection.update',
      before: { slug: 'mua-he' },
      after: { slug: 'accessories/mua-he' },
    });
  });

  it('renamed, makes its products findable by the new name', async () => {
    const home = await create({ name_vi: 'Đồ nhà', name_en: 'Homewear' });
    const product = await staff.call(
      'POST',
      '/api/admin/products',
      newProductBody({ collection: home.slug, status: 'published', name_vi: 'Áo ở nhà' }),
    );
    expect(product.status).toBe(201);
    await save(home, { name_vi: 'Đồ ngủ Thư Giãn', name_en: 'Lounge sleepwear' });
    const found = (await getJson(t.app, '/api/catalog/search?q=thu%20gian')).body.data.items;
    expect(found.map((c: { slug: string }) => c.slug)).toContain(product.body.data.slug);
  });

  it('answers 404 for no such collection', async () => {
    expect((await staff.call('PUT', '/api/admin/collections/99999', body())).status).toBe(404);
    expect((await staff.call('DELETE', '/api/admin/collections/99999')).status).toBe(404);
  });
});

describe('delete', () => {
  it('refuses a collection with products or children, deletes an empty one and audits it', async () => {
    const list = await tree();
    const withProducts = list.find((c) => c.slug === 'women/dresses')!;
    const withChildren = list.find((c) => c.slug === 'women')!;
    for (const c of [withProducts, withChildren]) {
      const res = await staff.call('DELETE', `/api/admin/collections/${c.id}`);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ _: ['catalog.errors.collection_not_empty'] });
    }
    const empty = await create({ name_vi: 'Tạm thời' });
    expect((await staff.call('DELETE', `/api/admin/collections/${empty.id}`)).status).toBe(204);
    expect((await tree()).some((c) => c.id === empty.id)).toBe(false);
    expect((await auditRows(t.handle, 'collection', empty.id)).at(-1)).toMatchObject({
      action: 'collection.delete',
      before: { slug: 'tam-thoi' },
      after: null,
    });
  });
});
