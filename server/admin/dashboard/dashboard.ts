/**
 * The admin's first screen's figures (issue 39), read in one round of queries: orders and revenue
 * (orders not cancelled) of the shop's today and of the last 7 of its calendar days (SHOP_TIME_ZONE,
 * as the orders list's date filters read days), orders waiting to be confirmed, return requests
 * waiting, and variants low on stock (at or below the store's threshold, above 0) or out of it, of
 * products not archived. `now` is a parameter so a test can stand on either side of midnight.
 */
import { sql } from 'drizzle-orm';
import type { Dashboard } from '../../../contract/admin/customer-types';
import { SHOP_TIME_ZONE, type Color } from '../../../contract/constants';
import type { Lang } from '../../../contract/types';
import type { Db } from '../../db/client';
import { readSettings } from '../../db/queries/settings';
import { STORE_DEFAULTS } from '../../db/store-defaults';

/** How many of the lowest variants the screen lists (the stock screen has the rest). */
export const STOCK_ROWS = 10;

type Rows<T> = Promise<{ rows: T[] }>;

export async function readDashboard(db: Db, lang: Lang, now = new Date()): Promise<Dashboard> {
  const settings = await readSettings(db);
  const threshold =
    typeof settings.low_stock_threshold === 'number'
      ? settings.low_stock_threshold
      : STORE_DEFAULTS.low_stock_threshold;
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date`;
  const since = (days: number) =>
    sql`o.created_at >= (${today} - ${days}::int)::timestamp at time zone ${SHOP_TIME_ZONE}`;
  const live = sql`o.status <> 'cancelled' and o.created_at <= ${now.toISOString()}::timestamptz`;
  const shown = sql`p.status <> 'archived'`;
  const [figures, stock] = await Promise.all([
    db.execute(sql`
      select ${today}::text as today,
        (select count(*)::int from orders o where ${live} and ${since(0)}) as today_orders,
        (select coalesce(sum(o.total), 0)::int from orders o where ${live} and ${since(0)}) as today_revenue,
        (select count(*)::int from orders o where ${live} and ${since(6)}) as week_orders,
        (select coalesce(sum(o.total), 0)::int from orders o where ${live} and ${since(6)}) as week_revenue,
        (select count(*)::int from orders where status = 'pending') as pending_orders,
        (select count(*)::int from return_requests where status = 'requested') as return_requests,
        (select count(*)::int from variants v join products p on p.id = v.product_id
          where ${shown} and v.stock > 0 and v.stock <= ${threshold}) as low_stock,
        (select count(*)::int from variants v join products p on p.id = v.product_id
          where ${shown} and v.stock <= 0) as out_of_stock`) as unknown as Rows<{
      today: string;
      today_orders: number;
      today_revenue: number;
      week_orders: number;
      week_revenue: number;
      pending_orders: number;
      return_requests: number;
      low_stock: number;
      out_of_stock: number;
    }>,
    db.execute(sql`
      select v.id, p.name_vi, p.name_en, v.sku, v.color, v.size, v.stock
      from variants v join products p on p.id = v.product_id
      where ${shown} and v.stock <= ${threshold}
      order by v.stock, p.id, v.position, v.id
      limit ${STOCK_ROWS}`) as unknown as Rows<{
      id: number;
      name_vi: string;
      name_en: string;
      sku: string;
      color: Color;
      size: string;
      stock: number;
    }>,
  ]);
  const f = figures.rows[0]!;
  return {
    today: f.today,
    currency: settings.currency,
    today_sales: { orders: f.today_orders, revenue: f.today_revenue },
    week_sales: { orders: f.week_orders, revenue: f.week_revenue },
    pending_orders: f.pending_orders,
    return_requests: f.return_requests,
    low_stock_threshold: threshold,
    low_stock: f.low_stock,
    out_of_stock: f.out_of_stock,
    stock_rows: stock.rows.map((r) => ({
      variant_id: String(r.id),
      product_name: lang === 'en' ? r.name_en : r.name_vi,
      sku: r.sku,
      color: r.color,
      size: r.size,
      stock: Math.max(0, r.stock),
    })),
  };
}
