/**
 * One customer as the back office sees them (issue 39): details and figures, their orders (newest
 * first; the order's page is the orders area's), saved addresses (default first), the server copy of
 * their wishlist (newest first, named in the member's language), and the language of their newest
 * order, the one mails to them are written in. Built field by field: no hash or token can slip in.
 */
import { sql } from 'drizzle-orm';
import type { AdminCustomer } from '../../../contract/admin/customer-types';
import type { Lang, OrderStatus } from '../../../contract/types';
import type { Db } from '../../db/client';
import { readSettings } from '../../db/queries/settings';
import { customerFigures, toRow } from './customer-list';

/** An order the shop still has to deliver: erasing its customer waits until it is delivered or cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];

type Rows<T> = Promise<{ rows: T[] }>;
const iso = (at: Date | string) => new Date(at).toISOString();

interface CustomerRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: Date | string;
  orders: number;
  total_spent: number;
  /** Their newest order's, by account or by their email (as customer-reset.ts chooses). */
  lang: Lang | null;
}

export async function readCustomer(db: Db, id: string, lang: Lang): Promise<AdminCustomer | null> {
  const { rows } = await (db.execute(sql`
    select c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, ${customerFigures},
      (select o.lang from orders o where o.customer_id = c.id or lower(o.email) = c.email
        order by o.id desc limit 1) as lang
    from customers c where c.id = ${id}`) as unknown as Rows<CustomerRecord>);
  const c = rows[0];
  if (!c) return null;
  const name = lang === 'en' ? sql.raw('p.name_en') : sql.raw('p.name_vi');
  const [orders, addresses, wishlist, settings] = await Promise.all([
    db.execute(sql`
      select number, created_at, status, total, currency from orders
      where customer_id = ${id} order by created_at desc, id desc`) as unknown as Rows<{
      number: string;
      created_at: Date | string;
      status: OrderStatus;
      total: number;
      currency: string;
    }>,
    db.execute(sql`
      select id, is_default, full_name, phone, address, city, state, zip, country
      from customer_addresses where customer_id = ${id}
      order by is_default desc, created_at, id`) as unknown as Rows<{
      id: number;
      is_default: boolean;
      full_name: string;
      phone: string;
      address: string;
      city: string;
      state: string;
      zip: string;
      country: string;
    }>,
    db.execute(sql`
      select p.id, p.slug, ${name} as name, w.added_at from account_wishlists w
      join products p on p.id = w.product_id
      where w.customer_id = ${id} order by w.added_at desc, p.id`) as unknown as Rows<{
      id: number;
      slug: string;
      name: string;
      added_at: Date | string;
    }>,
    readSettings(db),
  ]);
  return {
    ...toRow(c, settings.currency),
    first_name: c.first_name,
    last_name: c.last_name,
    lang: c.lang,
    order_list: orders.rows.map((o) => ({
      number: o.number,
      created_at: iso(o.created_at),
      status: o.status,
      total: o.total,
      currency: o.currency,
    })),
    addresses: addresses.rows.map((a) => ({
      id: String(a.id),
      is_default: a.is_default,
      full_name: a.full_name,
      phone: a.phone,
      address: a.address,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
    })),
    wishlist: wishlist.rows.map((w) => ({
      product_id: String(w.id),
      slug: w.slug,
      name: w.name,
      added_at: iso(w.added_at),
    })),
    open_orders: orders.rows.filter((o) => OPEN_STATUSES.includes(o.status)).length,
  };
}
