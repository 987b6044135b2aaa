/**
 * The listing against its definition: on a larger shop (the demo plus generated lines, 700 products),
 * every answer (total, page, each facet counted with the OTHER filters) must equal what a plain model
 * of the shop's data computes, over scopes, filter mixes, sorts and pages. The listing reads its
 * colours, sizes and stock from the product's trigger-kept summary (migration 0003); this proves that
 * reading it in one pass answers exactly what the per-variant definition says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionPath, type ListingApiQuery } from '../../contract/api/paths';
import { COLORS, SORTS, type Color } from '../../contract/constants';
import type { CollectionListing, Sort } from '../../contract/types';
import { largeShop } from '../db/demo/large-shop';
import { demoShop } from '../db/demo/shop';
import type { DemoProduct } from '../db/demo/types';
import { compareSizes } from '../db/queries/stock';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';

const shop = largeShop(demoShop, 700);
let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ shop });
}, 120_000);
afterAll(() => t.handle.close());

type Filters = Pick<
  ListingApiQuery,
  'color' | 'size' | 'category' | 'price_min' | 'price_max' | 'in_stock'
>;
type Name = 'color' | 'size' | 'category' | 'price' | 'stock';

// Products in seed order: the database's ids follow it, so the model's index is the id's tie-break.
const products = shop.products.map((p, index) => ({
  p,
  index,
  colors: new Set(p.variants.map((v) => v.color)),
  sizes: new Set(p.variants.map((v) => v.size)),
  inStock: p.variants.some((v) => v.stock > 0),
}));
type Row = (typeof products)[number];

function passes(r: Row, f: Filters, except?: Name): boolean {
  const on = (name: Name) => name !== except;
  return (
    (!on('color') || !f.color?.length || f.color.some((c) => r.colors.has(c))) &&
    (!on('size') || !f.size?.length || f.size.some((s) => r.sizes.has(s))) &&
    (!on('category') || !f.category?.length || f.category.includes(r.p.category)) &&
    (!on('price') || f.price_min == null || r.p.price >= f.price_min) &&
    (!on('price') || f.price_max == null || r.p.price <= f.price_max) &&
    (!on('stock') || !f.in_stock || r.inStock)
  );
}

const SORT_KEY: Record<Sort, (p: DemoProduct) => number> = {
  featured: (p) => p.featured_rank,
  best_selling: (p) => -p.sales_count,
  price_asc: (p) => p.price,
  price_desc: (p) => -p.price,
  newest: (p) => p.created_days_ago,
};

function counts(rows: Row[], values: (r: Row) => Iterable<string>) {
  const n = new Map<string, number>();
  for (const r of rows) for (const v of values(r)) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].map(([value, count]) => ({ value, count }));
}

/** What the listing must answer, from the shop's data alone. */
function model(scope: string, f: Filters, sort: Sort, page: number, perPage: number) {
  const inScope = products.filter(
    (r) => scope === '' || r.p.collection === scope || r.p.collection.startsWith(`${scope}/`),
  );
  const matching = inScope.filter((r) => passes(r, f));
  const sorted = [...matching].sort(
    (a, b) => SORT_KEY[sort](a.p) - SORT_KEY[sort](b.p) || a.index - b.index,
  );
  const others = (name: Name) => inScope.filter((r) => passes(r, f, name));
  const prices = others('price').map((r) => r.p.price);
  return {
    total: matching.length,
    slugs: sorted.slice((page - 1) * perPage, page * perPage).map((r) => r.p.slug),
    facets: {
      colors: counts(others('color'), (r) => r.colors).sort(
        (a, b) => COLORS.indexOf(a.value as Color) - COLORS.indexOf(b.value as Color),
      ),
      sizes: counts(others('size'), (r) => r.sizes).sort((a, b) => compareSizes(a.value, b.value)),
      categories: counts(others('category'), (r) => [r.p.category]).sort((a, b) =>
        a.value.localeCompare(b.value),
      ),
      price: prices.length
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: 0, max: 0 },
    },
  };
}

async function listing(scope: string, f: Filters, sort: Sort, page: number, perPage: number) {
  const path = collectionPath(scope, { lang: 'en', ...f, sort, page, per_page: perPage });
  const res = await getJson(t.app, path);
  expect(res.status, path).toBe(200);
  const data = res.body.data as CollectionListing;
  return { total: data.total, slugs: data.items.map((i) => i.slug), facets: data.facets, path };
}

const FILTERS: Filters[] = [
  {},
  { color: ['BLACK'] },
  { color: ['RED', 'BLUE'] },
  { size: ['M'] },
  { size: ['38', 'One size'] },
  { category: ['dresses', 'bags'] },
  { price_min: 3000, price_max: 7000 },
  { price_max: 2500 },
  { in_stock: true },
  { color: ['WHITE', 'GREEN'], size: ['S'], price_min: 2000, price_max: 9000, in_stock: true },
  { color: ['PINK'], category: ['tops'], size: ['XS', 'XL'] },
  { color: ['BLACK'], size: ['44'], category: ['dresses'] }, // nothing matches: empty page and facets still counted
];
const SCOPES = ['', 'women', 'men/shoes', 'accessories', 'sale'];

describe('the listing equals its definition on 700 products', () => {
  it('answers every scope and filter mix with the model total, first page and facets', async () => {
    for (const scope of SCOPES) {
      for (const f of FILTERS) {
        const got = await listing(scope, f, 'featured', 1, 24);
        expect(got, got.path).toEqual({ ...model(scope, f, 'featured', 1, 24), path: got.path });
      }
    }
  }, 120_000);

  it('pages every sort order in the model order, ties by seed order', async () => {
    for (const scope of ['', 'women']) {
      for (const f of [FILTERS[0]!, FILTERS[9]!]) {
        for (const sort of SORTS) {
          for (const page of [1, 3]) {
            const got = await listing(scope, f, sort, page, 7);
            const want = model(scope, f, sort, page, 7);
            expect(got.slugs, got.path).toEqual(want.slugs);
            expect(got.total, got.path).toBe(want.total);
          }
        }
      }
    }
  }, 120_000);

  it('answers an empty page past the end', async () => {
    const got = await listing('sale', {}, 'price_asc', 50, 24);
    expect(got.slugs).toEqual([]);
    expect(got.total).toBe(model('sale', {}, 'price_asc', 1, 24).total);
  });
});
