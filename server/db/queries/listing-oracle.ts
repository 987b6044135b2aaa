/**
 * For tests only: the listing's SQL statement as it was before the in-memory read model (issue 40,
 * docs/decisions/036), word for word, with the productIds scope added (`id = any(...)`, `relevance`
 * ordered by the id's place in the array). listing-model.test.ts holds the model's answers to it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COLORS, type Color } from '../../../contract/constants';
import type { Facets, Sort } from '../../../contract/types';
import type { Db } from '../client';
import type { ListingFilters, ListingQuery } from './listing';
import { compareSizes } from './stock';

// Over the CTE's own columns (below), each with the id as the tie-break, so pages never overlap.
const ORDER: Record<Sort, SQL> = {
  featured: sql.raw('featured_rank asc, id asc'),
  best_selling: sql.raw('sales_count desc, id asc'),
  price_asc: sql.raw('price asc, id asc'),
  price_desc: sql.raw('price desc, id asc'),
  newest: sql.raw('created_at desc, id asc'),
};

const TRUE = sql.raw('true');

/** Each filter as a condition on a products row; `true` when the filter is off. Lists go as one array parameter. */
function marks(f: ListingFilters) {
  const price = [
    f.priceMin === null ? null : sql`price >= ${f.priceMin}`,
    f.priceMax === null ? null : sql`price <= ${f.priceMax}`,
  ].filter((c): c is SQL => c !== null);
  return {
    color: f.colors.length ? sql`colors && ${sql.param(f.colors)}::text[]` : TRUE,
    size: f.sizes.length ? sql`sizes && ${sql.param(f.sizes)}::text[]` : TRUE,
    category: f.categories.length ? sql`category = any(${sql.param(f.categories)}::text[])` : TRUE,
    price: price.length ? sql.join(price, sql` and `) : TRUE,
    stock: f.inStock ? sql.raw('in_stock') : TRUE,
  };
}

type Count = { value: string; count: number };

interface ListingRow {
  total: number;
  ids: number[] | null;
  colors: Count[] | null;
  sizes: Count[] | null;
  categories: Count[] | null;
  price_min: number | null;
  price_max: number | null;
}

export async function oracle(
  db: Db,
  q: Omit<ListingQuery, 'lang' | 'lowThreshold'>,
): Promise<{ ids: number[]; total: number; facets: Facets }> {
  const scope = q.productIds
    ? sql`id = any(${sql.param(q.productIds)}::int[])`
    : q.collectionIds === null
      ? TRUE
      : sql`collection_id = any(${sql.param(q.collectionIds)}::int[])`;
  const order =
    q.sort === 'relevance'
      ? q.productIds
        ? sql`array_position(${sql.param(q.productIds)}::int[], id)`
        : ORDER.featured
      : ORDER[q.sort];
  const m = marks(q.filters);
  const { rows } = (await db.execute(sql`
    with scoped as materialized (
      select id, category, price, featured_rank, sales_count, created_at, colors, sizes,
        (${m.color}) as c_ok, (${m.size}) as s_ok, (${m.category}) as k_ok,
        (${m.price}) as p_ok, (${m.stock}) as i_ok
      from products
      where status = 'published' and ${scope}
    )
    select
      (select count(*)::int from scoped where c_ok and s_ok and k_ok and p_ok and i_ok) as total,
      (select array_agg(id) from (
        select id from scoped where c_ok and s_ok and k_ok and p_ok and i_ok
        order by ${order} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}
      ) page) as ids,
      (select json_agg(json_build_object('value', value, 'count', n)) from (
        select value, sum(n)::int as n
        from (select colors, count(*) as n from scoped where s_ok and k_ok and p_ok and i_ok group by colors) g,
          unnest(g.colors) as value
        group by value
      ) f) as colors,
      (select json_agg(json_build_object('value', value, 'count', n)) from (
        select value, sum(n)::int as n
        from (select sizes, count(*) as n from scoped where c_ok and k_ok and p_ok and i_ok group by sizes) g,
          unnest(g.sizes) as value
        group by value
      ) f) as sizes,
      (select json_agg(json_build_object('value', category, 'count', n)) from (
        select category, count(*)::int as n from scoped where c_ok and s_ok and p_ok and i_ok group by category
      ) f) as categories,
      (select min(price)::int from scoped where c_ok and s_ok and k_ok and i_ok) as price_min,
      (select max(price)::int from scoped where c_ok and s_ok and k_ok and i_ok) as price_max
  `)) as unknown as { rows: ListingRow[] };
  const row = rows[0]!;
  const colorRank = (c: string) => COLORS.indexOf(c as Color);
  return {
    ids: row.ids ?? [],
    total: row.total,
    facets: {
      colors: (row.colors ?? []).sort((a, b) => colorRank(a.value) - colorRank(b.value)),
      sizes: (row.sizes ?? []).sort((a, b) => compareSizes(a.value, b.value)),
      categories: (row.categories ?? []).sort((a, b) => a.value.localeCompare(b.value)),
      price: { min: row.price_min ?? 0, max: row.price_max ?? 0 },
    },
  };
}
