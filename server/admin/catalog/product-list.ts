/**
 * The back office's products list: every status, searched, filtered, sorted and paged. It reads
 * admin_product_rows (server/db/schema-admin.ts), a narrow copy of each product kept by triggers with
 * its stock summed from the variants, so at 100,000 products a sort, a deep page or a count reads small
 * indexes instead of the catalog's wide rows; only the page's own rows are joined to their product.
 * The search reads the stored normalized columns of both languages (each query word starts a word,
 * accents and case ignored, as the storefront's search: server/db/queries/search.ts; trigram indexes
 * answer the `like`) and, for a typed SKU, the start of a variant's SKU. A product's stock state is the
 * storefront card's (its best variant against the store's threshold), so the list and the shop window
 * say the same thing. The total is counted up to a cap (COUNT_CAP, SEARCH_COUNT_CAP for a search):
 * beyond it the answer says `capped`, and the screen "10,000+" or "1,000+", as counting every match of
 * a broad search is what costs at this size (docs/decisions/034).
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  ProductListQuery,
  ProductPage,
  ProductRow,
} from '../../../contract/admin/catalog-types';
import { SKU_RE } from '../../../contract/admin/catalog-fields';
import type { ProductStatus } from '../../../contract/admin/constants';
import { searchTerms } from '../../../contract/search-text';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { stockState } from '../../db/queries/stock';

const ORDER: Record<ProductListQuery['sort'], (lang: 'vi' | 'en') => SQL> = {
  name: (lang) => (lang === 'en' ? sql.raw('a.name_en') : sql.raw('a.name_vi')),
  price: () => sql.raw('a.price'),
  updated_at: () => sql.raw('a.updated_at'),
  created_at: () => sql.raw('a.created_at'),
  stock: () => sql.raw('a.stock_total'),
};

const STOCK: Record<ProductListQuery['stock'][number], (low: number) => SQL> = {
  out_of_stock: () => sql`a.stock_best <= 0`,
  low_stock: (low) => sql`a.stock_best > 0 and a.stock_best <= ${low}`,
  in_stock: (low) => sql`a.stock_best > ${low}`,
};

/** Counting stops past this many: the total then reads "10,000+". */
export const COUNT_CAP = 10_000;

/**
 * A search's count stops sooner ("1,000+"): every match counted is rechecked on its row (a trigram
 * index only narrows), and two letters ("ao") match a third of the catalog: counting 10,000 of them
 * took 30-60 ms at 100,000 products, 1,000 take under 10 (docs/decisions/034).
 */
export const SEARCH_COUNT_CAP = 1_000;

/** Terms hold only letters and digits after normalization, so they need no LIKE escaping. */
const allWords = (column: SQL, terms: string[]) =>
  sql.join(
    terms.map((t) => sql`${column} like ${`% ${t}%`}`),
    sql` and `,
  );

/** `like` for the start of a SKU: the text taken literally (`%`, `_` and a backslash escaped). */
const likeStart = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(q: ProductListQuery, lowThreshold: number): SQL {
  const where: SQL[] = [];
  const text = q.q.trim();
  if (text) {
    const terms = searchTerms(text);
    // The SKUs are in the row, each after a space: the words and the SKU are one bitmap scan. Text no
    // SKU can start with (accents, spaces: SKU_RE) skips them, as a trigram scan for it reads much.
    const sku = SKU_RE.test(text)
      ? sql`a.skus like ${likeStart(` ${text.toUpperCase()}`)}`
      : sql.raw('false');
    if (terms.length === 0) where.push(sku);
    else {
      const [vi, en] = [
        allWords(sql.raw('a.search_vi'), terms),
        allWords(sql.raw('a.search_en'), terms),
      ];
      where.push(sql`((${vi}) or (${en}) or ${sku})`);
    }
  }
  if (q.collection)
    where.push(sql`a.collection_id in (select c.id from collections c
      where c.slug = ${q.collection} or starts_with(c.slug, ${`${q.collection}/`}))`);
  if (q.status.length) where.push(sql`a.status = any(${sql.param(q.status)}::text[])`);
  if (q.stock.length)
    where.push(
      sql`(${sql.join(
        q.stock.map((s) => STOCK[s](lowThreshold)),
        sql` or `,
      )})`,
    );
  return where.length ? sql.join(where, sql` and `) : sql.raw('true');
}

/**
 * How many rows match, up to `cap + 1`. A search's matches are a materialized CTE: PostgreSQL plans it
 * as if every match were read, and runs it only as far as the outer LIMIT asks. Planned for the LIMIT
 * instead, it read the table from its start until `cap + 1` matches came, as it prices a `like` on
 * the SKUs (~400 characters a row) as one on a name, while it takes ~2 µs a row: for a word a few
 * percent of products match ("linen") 12,000 rows, 25 ms against the trigram bitmap's 12; for a SKU's
 * start 74 ms against 7. Now "ao" (a third of them) takes the bitmap and rechecks 1,001 rows; a
 * letter most match ("a") is read from the table, which stops after ~2,000 rows.
 */
function countUpTo(db: Db, where: SQL, cap: number, searched: boolean) {
  if (!searched)
    return db.execute(sql`select count(*)::int as n from (select 1 from admin_product_rows a
      where ${where} limit ${cap + 1}) hits`);
  return db.execute(sql`with m as materialized (select 1 from admin_product_rows a where ${where})
    select count(*)::int as n from (select 1 from m limit ${cap + 1}) hits`);
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
  total: number;
  best: number;
  n: number;
  art_key: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listAdminProducts(
  db: Db,
  q: ProductListQuery,
  lowThreshold: number,
  caps = { all: COUNT_CAP, search: SEARCH_COUNT_CAP },
): Promise<ProductPage> {
  const where = filters(q, lowThreshold);
  const searched = q.q.trim() !== '';
  const cap = searched ? caps.search : caps.all;
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const order = sql`${ORDER[q.sort](q.lang)} ${dir}, a.product_id ${dir}`;
  const [page, count] = (await Promise.all([
    // The page's ids picked from the narrow rows' indexes alone (index-only: a deep page skips
    // 50,000 index entries, not rows), then joined to their rows and products.
    db.execute(sql`
      with hit as materialized (select a.product_id from admin_product_rows a where ${where}
        order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page})
      select a.product_id as id, p.slug, a.name_vi, a.name_en, a.status, c.slug as collection,
        p.category, a.price, p.compare_at_price, a.stock_total as total, a.stock_best as best,
        a.variant_count as n, a.created_at, a.updated_at,
        (select pa.art_key from product_art pa where pa.product_id = p.id
          order by pa.position limit 1) as art_key
      from hit
      join admin_product_rows a on a.product_id = hit.product_id
      join products p on p.id = a.product_id
      join collections c on c.id = p.collection_id
      order by ${order}`),
    countUpTo(db, where, cap, searched),
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
    total_stock: r.total,
    variant_count: r.n,
    stock_state: stockState(r.best, lowThreshold),
    image_url: r.art_key ? imageOf(r.art_key, '').url : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
  const counted = count.rows[0]?.n ?? 0;
  return {
    items,
    page: q.page,
    per_page: q.per_page,
    total: Math.min(counted, cap),
    capped: counted > cap,
  };
}
