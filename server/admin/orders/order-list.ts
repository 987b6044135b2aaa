/**
 * The back office's orders list, newest first, searched, filtered and paged (order-filters.ts), and the
 * navigation's summary (how many wait to be confirmed). Two queries each; the items count is summed
 * from the order's lines in the same query.
 */
import { sql } from 'drizzle-orm';
import type {
  OrderListPage,
  OrderListQuery,
  OrderRow,
  OrderSummary,
} from '../../../contract/admin/order-types';
import type { Address, OrderStatus } from '../../../contract/types';
import type { Db } from '../../db/client';
import { orderFilters } from './order-filters';

interface Row {
  number: string;
  created_at: Date | string;
  status: OrderStatus;
  email: string;
  shipping_address: Address;
  total: number;
  currency: string;
  items: number | null;
  shipping_method: OrderRow['shipping_method'];
  payment_method: OrderRow['payment_method'];
}

export async function listAdminOrders(db: Db, q: OrderListQuery): Promise<OrderListPage> {
  const where = orderFilters(q);
  const [page, count] = (await Promise.all([
    db.execute(sql`
      select o.number, o.created_at, o.status, o.email, o.shipping_address, o.total, o.currency,
        o.shipping_method, o.payment_method,
        (select sum(l.quantity)::int from order_lines l where l.order_id = o.id) as items
      from orders o
      where ${where}
      order by o.created_at desc, o.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute(sql`select count(*)::int as n from orders o where ${where}`),
  ])) as unknown as [{ rows: Row[] }, { rows: { n: number }[] }];
  const items: OrderRow[] = page.rows.map((r) => ({
    number: r.number,
    created_at: new Date(r.created_at).toISOString(),
    status: r.status,
    customer_name: r.shipping_address.full_name,
    email: r.email,
    phone: r.shipping_address.phone,
    total: r.total,
    currency: r.currency,
    items: r.items ?? 0,
    shipping_method: r.shipping_method,
    payment_method: r.payment_method,
  }));
  return { items, page: q.page, per_page: q.per_page, total: count.rows[0]?.n ?? 0 };
}

export async function ordersSummary(db: Db): Promise<OrderSummary> {
  const { rows } = (await db.execute(sql`
    select (select count(*)::int from orders where status = 'pending') as pending,
      (select number from orders order by created_at desc, id desc limit 1) as newest`)) as unknown as {
    rows: { pending: number; newest: string | null }[];
  };
  return { pending: rows[0]?.pending ?? 0, newest: rows[0]?.newest ?? null };
}
