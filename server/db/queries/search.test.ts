/**
 * The search over a fixed small catalog whose order of results is asserted: ranking (name above the
 * rest, whole words above prefixes, marks as typed above stripped, the featured rank last), accents
 * both ways, typos, no match, paging, filters and sort, through the API as the storefront reads it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Color } from '../../../contract/constants';
import type { DemoProduct, DemoShop } from '../demo/types';
import { fixtureShop } from '../../test/fixture-shop';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { withinOneEdit } from './search-words';

const t = (vi: string, en: string) => ({ vi, en });

function product(
  slug: string,
  collection: string,
  category: string,
  name: { vi: string; en: string },
  rank: number,
  color: Color,
  price: number,
): DemoProduct {
  return {
    slug,
    collection,
    category,
    name,
    description: t(`<p>${name.vi}</p>`, `<p>${name.en}</p>`),
    price,
    compare_at_price: null,
    art: 'tee',
    pattern: 'plain',
    variants: [{ color, size: 'M', stock: 5 }],
    size_guide: null,
    featured_rank: rank,
    sales_count: 0,
    created_days_ago: 10,
  };
}

// Featured ranks put the weaker matches first, so only the ranking can put them in the asserted order.
const shop: DemoShop = {
  ...fixtureShop,
  events: [],
  hero: [],
  products: [
    product(
      'tui-dam-sen',
      'accessories',
      'bags',
      t('Túi Dam Sen', 'Dam Sen tote'),
      2,
      'BLUE',
      3000,
    ),
    product(
      'khan-damask',
      'accessories',
      'scarves',
      t('Khăn damask', 'Damask scarf'),
      3,
      'RED',
      2000,
    ),
    product('vay-xoe', 'women/dresses', 'skirts', t('Váy xòe', 'Flared skirt'), 1, 'PINK', 4000),
    product(
      'dam-lua',
      'women/dresses',
      'dresses',
      t('Đầm lụa hai dây', 'Silk slip dress'),
      30,
      'BLACK',
      6000,
    ),
    product('dam-maxi', 'women/dresses', 'dresses', t('Đầm maxi', 'Maxi dress'), 40, 'RED', 5000),
    product(
      'ao-choang-lua',
      'women/dresses',
      'tops',
      t('Áo choàng lụa', 'Silk wrap'),
      4,
      'BEIGE',
      4500,
    ),
    product('ao-dai-lua', 'women/tops', 'tops', t('Áo dài lụa', 'Silk ao dai'), 5, 'WHITE', 7000),
    product('so-mi-lanh', 'men', 'shirts', t('Áo sơ mi vải lanh', 'Linen shirt'), 6, 'WHITE', 3500),
  ],
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await makeTestApp({ shop });
}, 60_000);
afterAll(() => ctx.handle.close());

const find = async (q: string, lang = 'vi', more = '') => {
  const { status, body } = await getJson(
    ctx.app,
    `/api/catalog/search?q=${encodeURIComponent(q)}&lang=${lang}${more}`,
  );
  expect(status).toBe(200);
  return body.data;
};
const slugs = async (q: string, lang = 'vi', more = '') =>
  (await find(q, lang, more)).items.map((p: { slug: string }) => p.slug);

describe('search ranking', () => {
  it('ranks name above collection, whole words above prefixes, the marks as typed first', async () => {
    // Đầm as typed (9), Dam (8), damask (a word's start, 6), then two found by their collection Đầm.
    expect(await slugs('đầm')).toEqual([
      'dam-lua',
      'dam-maxi',
      'tui-dam-sen',
      'khan-damask',
      'vay-xoe',
      'ao-choang-lua',
    ]);
    // Typed without marks, Dam as typed first; đầm still found.
    expect(await slugs('dam')).toEqual([
      'tui-dam-sen',
      'dam-lua',
      'dam-maxi',
      'khan-damask',
      'vay-xoe',
      'ao-choang-lua',
    ]);
  });

  it('needs every word, and ranks by all of them', async () => {
    // Áo choàng lụa is in the collection Đầm; Áo dài lụa has no đầm at all.
    expect(await slugs('đầm lụa')).toEqual(['dam-lua', 'ao-choang-lua']);
    expect(await slugs('silk', 'en')).toEqual(['ao-choang-lua', 'ao-dai-lua', 'dam-lua']);
  });

  it('finds the same products with marks and without, in either case', async () => {
    const sorted = async (q: string) => (await slugs(q)).sort();
    expect(await sorted('ĐẦM')).toEqual(await sorted('dam'));
    expect(await sorted('ao LUA')).toEqual(await sorted('áo lụa'));
    expect(await sorted('ao LUA')).toEqual(['ao-choang-lua', 'ao-dai-lua']);
  });
});

describe('typos', () => {
  it('forgives one typo in a longer word, and says what it meant', async () => {
    const dress = await find('dresss', 'en');
    expect(dress.items.slice(0, 2).map((p: { slug: string }) => p.slug)).toEqual([
      'dam-lua',
      'dam-maxi',
    ]);
    expect(dress.did_you_mean).toBe('dress');
    const choang = await find('chaong lua');
    expect(choang.items.map((p: { slug: string }) => p.slug)).toEqual(['ao-choang-lua']);
    expect(choang.did_you_mean).toBe('choàng lụa');
    expect((await find('vayy')).items.map((p: { slug: string }) => p.slug)).toEqual(['vay-xoe']);
  });

  it('corrects nothing that is spelt right, and finds nothing for nonsense', async () => {
    expect((await find('đầm')).did_you_mean).toBeNull();
    const none = await find('xyzzyq');
    expect(none).toMatchObject({ items: [], total: 0, did_you_mean: null, suggestions: [] });
    // A short word gets no correction: `dx` is nobody's typo.
    expect((await find('dx')).total).toBe(0);
  });

  it('measures one edit as a letter added, dropped, changed or two swapped', () => {
    expect(['dres', 'dresss', 'drass', 'drses'].map((w) => withinOneEdit(w, 'dress'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(withinOneEdit('dsers', 'dress')).toBe(false);
  });
});

describe('paging, filters and sort', () => {
  it('pages the ranking with a total', async () => {
    const all = await slugs('dam');
    const first = await find('dam', 'vi', '&limit=2');
    const second = await find('dam', 'vi', '&limit=2&page=2');
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 6 });
    expect(second).toMatchObject({ page: 2, per_page: 2, total: 6 });
    expect([...first.items, ...second.items].map((p: { slug: string }) => p.slug)).toEqual(
      all.slice(0, 4),
    );
  });

  it("filters and counts facets as a collection does, and takes the listing's sorts", async () => {
    const red = await find('dam', 'vi', '&color=RED');
    expect(red.items.map((p: { slug: string }) => p.slug)).toEqual(['dam-maxi', 'khan-damask']);
    expect(red.total).toBe(2);
    // Each colour counted with every other filter on: still all five colours of the ranking.
    expect(red.facets.colors.find((c: { value: string }) => c.value === 'BLACK')?.count).toBe(1);
    const cheap = await slugs('dam', 'vi', '&sort=price_asc');
    expect(cheap).toEqual([
      'khan-damask',
      'tui-dam-sen',
      'vay-xoe',
      'ao-choang-lua',
      'dam-maxi',
      'dam-lua',
    ]);
    expect((await getJson(ctx.app, '/api/catalog/search?q=dam&sort=nope')).status).toBe(400);
  });

  it('offers searches made from the best names, and the matching collections', async () => {
    const dam = await find('dam');
    expect(dam.suggestions).toEqual(['dam sen', 'đầm lụa', 'đầm maxi', 'damask']);
    expect(dam.collections.map((c: { slug: string }) => c.slug)).toEqual(['women/dresses']);
  });
});

describe('kept up with the catalog', () => {
  it('follows a rename, a new word and an archive, as the back office writes them', async () => {
    const db = ctx.handle.db;
    await db.execute(sql`update products set name_vi = 'Khăn thổ cẩm', search_vi = ' khan tho cam scarves phu kien'
      where slug = 'khan-damask'`);
    expect(await slugs('thổ cẩm')).toEqual(['khan-damask']);
    // The new word is known at once: one edit off it is corrected to it.
    expect((await find('thoo cam')).did_you_mean).toBe('thổ cẩm');
    await db.execute(sql`update products set status = 'archived' where slug = 'khan-damask'`);
    expect(await slugs('tho cam')).toEqual([]);
  });
});
