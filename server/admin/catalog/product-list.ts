/**
 * The back office's products list: every status, searched, filtered, sorted and paged. The search
 * reads the stored normalized columns of both languages (each query word starts a word, accents and
 * case ignored, as the storefront's search: server/db/queries/search.ts) and, for a typed SKU, the
 * start of a variant's SKU. A product's stock state is the storefront card's (its best variant against
 * the store's threshold), so the list and the shop window say the same thing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  ProductListQuery,
  ProductPage,
  ProductRow,
} from '../../../contract/admin/catalog-types';
import type { ProductStatus } from '../../../contract/admin/constants';
import { searchTerms } from '../../../contract/search-text';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { stockState } from '../../db/queries/stock';

const ORDER: Record<ProductListQuery['sort'], (lang: 'vi' | 'en') => SQL> = {
  name: (lang) => (lang === 'en' ? sql.raw('p.name_en') : sql.raw('p.name_vi')),
  price: () => sql.raw('p.price'),
  updated_at: () => sql.raw('p.updated_at'),
  created_at: () => sql.raw('p.created_at'),
  stock: () => sql.raw('coalesce(v.total, 0)'),
};

const STOCK: Record<ProductListQuery['stock'][number], (low: number) => SQL> = {
  out_of_stock: () => sql`coalesce(v.best, 0) <= 0`,
  low_stock: (low) => sql`v.best > 0 and v.best <= ${low}`,
  in_stock: (low) => sql`v.best > ${low}`,
};

/** Terms hold only letters and digits after normalization, so they need no LIKE escaping. */
const allWords = (column: SQL, terms: string[]) =>
  sql.join(
    terms.map((t) => sql`${column} like ${`% ${t}%`}`),
    sql` and `,
  );

function filters(q: ProductListQuery, lowThreshold: number): SQL {
  const where: SQL[] = [];
  const text = q.q.trim();
  if (text) {
    const terms = searchTerms(text);
    const sku = sql`exists (select 1 from variants s where s.product_id = p.id
      and starts_with(upper(s.sku), ${text.toUpperCase()}))`;
    if (terms.length === 0) where.push(sku);
    else {
      const [vi, en] = [
        allWords(sql.raw('p.search_vi'), terms),
        allWords(sql.raw('p.search_en'), terms),
      ];
      where.push(sql`((${vi}) or (${en}) or ${sku})`);
    }
  }
  if (q.collection)
    where.push(sql`(c.slug = ${q.collection} or starts_with(c.slug, ${`${q.collection}/`}))`);
  if (q.status.length) where.push(sql`p.status = any(${sql.param(q.status)}::text[])`);
  if (q.stock.length)
    where.push(
      sql`(${sql.join(
        q.stock.map((s) => STOCK[s](lowThreshold)),
        sql` or `,
      )})`,
    );
  return where.length ? sql.join(where, sql` and `) : sql.raw('true');
}

interface Row {
  id: number;
  slug: string;
  name_vi: string;
  name_en: string;
  status: ProductStatus;
  collection: string;
  category: string;
  price: number;
  compare_at_price: number | null;
  total: number | null;
  best: number | null;
  n: number | null;
  art_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const FROM = sql`from products p
  join collections c on c.id = p.collection_id
  left join lateral (
    select sum(stock)::int as total, max(stock)::int as best, count(*)::int as n
    from variants where product_id = p.id
  ) v on true`;

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listAdminProducts(
  db: Db,
  q: ProductListQuery,
  lowThreshold: number,
): Promise<ProductPage> {
  const where = filters(q, lowThreshold);
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const [page, count] = (await Promise.all([
    db.execute(sql`
      select p.id, p.slug, p.name_vi, p.name_en, p.status, c.slug as collection, p.category,
        p.price, p.compare_at_price, v.total, v.best, v.n, p.created_at, p.updated_at,
        (select pa.art_key from product_art pa where pa.product_id = p.id
          order by pa.position limit 1) as art_key
      ${FROM}
      where ${where}
      order by ${ORDER[q.sort](q.lang)} ${dir}, p.id ${dir}
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute(sql`select count(*)::int as n ${FROM} where ${where}`),
  ])) as unknown as [{ rows: Row[] }, { rows: { n: number }[] }];
  const items: ProductRow[] = page.rows.map((r) => ({
    id: String(r.id),
    slug: r.slug,
    name_vi: r.name_vi,
    name_en: r.name_en,
    status: r.status,
    collection: r.collection,
    category: r.category,
    price: r.price,
    compare_at_price: r.compare_at_price,
    total_stock: r.total ?? 0,
    variant_count: r.n ?? 0,
    stock_state: stockState(r.best ?? 0, lowThreshold),
    image_url: r.art_key ? imageOf(r.art_key, '').url : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
  const total = count.rows[0]?.n ?? 0;
  return { items, page: q.page, per_page: q.per_page, total };
}
