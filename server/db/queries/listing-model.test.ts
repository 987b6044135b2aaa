/**
 * The listing's in-memory read model (listing-model.ts) against the SQL statement it replaced, kept
 * here as the oracle (listing-oracle.ts): on 700 products, many random queries (scope, filters, sort,
 * page) must answer the same ids, total and facets; again after each kind of write made straight in
 * SQL on the pool, as another replica would (nothing tells the model but the catalog's version): stock
 * crossing zero, a product unpublished, recoloured, re-priced, moved to another collection, a
 * collection moved under another parent, a bulk price change. Also the search page's productIds scope,
 * and that concurrent requests after a write share one catch-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORS, SORTS } from '../../../contract/constants';
import type { Color } from '../../../contract/constants';
import { testDb } from '../../test/test-app';
import type { DbHandle } from '../client';
import { largeShop } from '../demo/large-shop';
import { demoShop } from '../demo/shop';
import { allCollections } from './collections';
import { listProducts, type ListingFilters, type ListingQuery } from './listing';
import { listingModel } from './listing-model';
import { oracle } from './listing-oracle';

let h: DbHandle;
beforeAll(async () => {
  h = await testDb(largeShop(demoShop, 700));
}, 120_000);
afterAll(() => h.close());

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await h.pool.query(text, values)).rows as T[];

// A small deterministic generator: a failure names its seed's query in the message.
let state = 40;
const rnd = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const some = <T>(list: readonly T[], max: number) => [
  ...new Set(Array.from({ length: Math.floor(rnd() * (max + 1)) }, () => pick(list))),
];

type Query = Omit<ListingQuery, 'lang' | 'lowThreshold'>;

async function randomQuery(productIds?: number[]): Promise<Query> {
  const all = await allCollections(h.db);
  const slug = rnd() < 0.3 ? null : pick(all).slug;
  const sizes = (await q<{ s: string }>('select distinct unnest(sizes) as s from products')).map(
    (r) => r.s,
  );
  const cats = (await q<{ c: string }>('select distinct category as c from products')).map(
    (r) => r.c,
  );
  const on = () => rnd() < 0.35;
  return {
    collectionIds:
      slug === null
        ? null
        : all.filter((r) => r.slug === slug || r.slug.startsWith(`${slug}/`)).map((r) => r.id),
    productIds,
    filters: {
      colors: on() ? (some(COLORS, 3) as Color[]) : [],
      sizes: on() ? some(sizes, 2) : [],
      categories: on() ? some(cats, 2) : [],
      priceMin: on() ? Math.floor(rnd() * 8000) : null,
      priceMax: on() ? 2000 + Math.floor(rnd() * 12000) : null,
      inStock: on(),
    },
    sort: productIds && rnd() < 0.5 ? 'relevance' : pick(SORTS),
    page: 1 + Math.floor(rnd() * 4),
    perPage: pick([1, 7, 24]),
  };
}

async function same(query: Query) {
  const got = await listProducts(h.db, { ...query, lang: 'en', lowThreshold: 3 });
  const want = await oracle(h.db, query);
  const label = JSON.stringify(query);
  expect(
    got.items.map((i) => Number(i.id)),
    label,
  ).toEqual(want.ids);
  expect(got.total, label).toBe(want.total);
  expect(got.facets, label).toEqual(want.facets);
}

async function sameForMany(n: number) {
  for (let i = 0; i < n; i++) await same(await randomQuery());
}

const oneProduct = async (offset: number) =>
  (
    await q<{ id: number }>('select id from products order by id desc offset $1 limit 1', [offset])
  )[0]!.id;

describe('the in-memory listing answers what the SQL statement answers', () => {
  it('on the seeded shop, for many random queries', async () => {
    await sameForMany(250);
  }, 120_000);

  it('after stock crosses zero each way', async () => {
    const id = await oneProduct(1);
    await q('update variants set stock = 0 where product_id = $1', [id]);
    await sameForMany(30);
    await same({
      ...(await randomQuery()),
      collectionIds: null,
      filters: { ...none, inStock: true },
    });
    await q('update variants set stock = 4 where product_id = $1', [id]);
    await same({
      ...(await randomQuery()),
      collectionIds: null,
      filters: { ...none, inStock: true },
    });
    expect(listingModel(h.db).last?.kind).toBe('changes');
  }, 60_000);

  it('after a product is unpublished, recoloured, re-priced and moved to another collection', async () => {
    await q("update products set status = 'draft' where id = $1", [await oneProduct(2)]);
    await sameForMany(20);
    await q("update variants set color = 'NAVY' where product_id = $1", [await oneProduct(3)]);
    await sameForMany(20);
    await q('update products set price = price + 777 where id = $1', [await oneProduct(4)]);
    await sameForMany(20);
    await q(
      "update products set collection_id = (select id from collections where slug = 'sale') where id = $1",
      [await oneProduct(5)],
    );
    await sameForMany(20);
    await q("update products set status = 'published' where id = $1", [await oneProduct(2)]);
    await sameForMany(20);
  }, 120_000);

  it('after a collection moves under another parent', async () => {
    const [child] = await q<{ slug: string }>(
      "select slug from collections where parent_slug is not null and slug not like 'sale/%' limit 1",
    );
    const leaf = child!.slug.split('/').at(-1)!;
    await q('update collections set slug = $1, parent_slug = $2 where slug = $3', [
      `sale/${leaf}`,
      'sale',
      child!.slug,
    ]);
    const sale = (await allCollections(h.db)).filter((r) => r.slug.startsWith('sale'));
    await same({ ...(await randomQuery()), collectionIds: sale.map((r) => r.id), filters: none });
    await sameForMany(20);
  }, 60_000);

  it('after a bulk price change, and a new product', async () => {
    await q('update products set price = price + (id % 5) * 100');
    await sameForMany(20);
    await q(
      `insert into products (slug, collection_id, category, name_vi, name_en, description_vi, description_en,
         price, featured_rank, sales_count, search_vi, search_en)
       select slug || '-copy', collection_id, category, name_vi, name_en, description_vi, description_en,
         price, featured_rank, sales_count, search_vi, search_en from products where id = $1`,
      [await oneProduct(6)],
    );
    await sameForMany(20);
  }, 60_000);

  it('over a ranked productIds scope, relevance keeping its order', async () => {
    const ids = (await q<{ id: number }>('select id from products order by random() limit 80')).map(
      (r) => r.id,
    );
    for (let i = 0; i < 40; i++) await same(await randomQuery([...ids, ids[3]!, 999_999]));
    const got = await listProducts(h.db, {
      collectionIds: null,
      productIds: ids,
      filters: none,
      sort: 'relevance',
      page: 1,
      perPage: 100,
      lang: 'vi',
      lowThreshold: 3,
    });
    const published = new Set(
      (await q<{ id: number }>("select id from products where status = 'published'")).map(
        (r) => r.id,
      ),
    );
    expect(got.items.map((i) => Number(i.id))).toEqual(ids.filter((id) => published.has(id)));
  }, 60_000);

  it('shares one catch-up among requests that come at once after a write', async () => {
    const model = listingModel(h.db);
    await same(await randomQuery());
    const before = model.catchUps;
    await q('update products set sales_count = sales_count + 1 where id = $1', [
      await oneProduct(7),
    ]);
    const queries = await Promise.all(Array.from({ length: 6 }, () => randomQuery()));
    await Promise.all(queries.map((query) => same(query)));
    expect(model.catchUps - before).toBe(1);
  }, 60_000);
});

const none: ListingFilters = {
  colors: [],
  sizes: [],
  categories: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
};
