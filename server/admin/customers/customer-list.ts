/**
 * The back office's customers list (issue 39), newest first, searched and paged: name (first, last or
 * both, case-blind), email, or phone by its digits (as the orders list reads phones: a leading 0, the
 * national trunk prefix, is dropped from what was typed). Each row counts the customer's orders and
 * what they spent on those not cancelled, in one query with the page.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  CustomerListPage,
  CustomerListQuery,
  CustomerRow,
} from '../../../contract/admin/customer-types';
import type { Db } from '../../db/client';
import { readSettings } from '../../db/queries/settings';

const MIN_PHONE_DIGITS = 4;

/** `text` as a LIKE pattern that finds it anywhere, its wildcards taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function customerSearch(q: string): SQL {
  const text = q.trim().toLowerCase();
  if (!text) return sql.raw('true');
  const like = anywhere(text);
  const either: SQL[] = [
    sql`lower(c.first_name || ' ' || c.last_name) like ${like}`,
    sql`lower(c.last_name || ' ' || c.first_name) like ${like}`,
    sql`c.email like ${like}`,
  ];
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= MIN_PHONE_DIGITS)
    either.push(
      sql`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') like ${anywhere(digits)}`,
    );
  return sql`(${sql.join(either, sql` or `)})`;
}

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: Date | string;
  orders: number;
  total_spent: number;
}

/** The per-customer figures every row and the customer's page show. */
export const customerFigures = sql`
  (select count(*)::int from orders o where o.customer_id = c.id) as orders,
  (select coalesce(sum(o.total), 0)::int from orders o
    where o.customer_id = c.id and o.status <> 'cancelled') as total_spent`;

export const toRow = (r: Row, currency: string): CustomerRow => ({
  id: r.id,
  name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
  phone: r.phone,
  joined_at: new Date(r.created_at).toISOString(),
  orders: r.orders,
  total_spent: r.total_spent,
  currency,
});

export async function listCustomers(db: Db, q: CustomerListQuery): Promise<CustomerListPage> {
  const where = customerSearch(q.q);
  const [page, count, settings] = await Promise.all([
    db.execute(sql`
      select c.id, c.first_name, c.last_name, c.email, c.phone, c.created_at, ${customerFigures}
      from customers c
      where ${where}
      order by c.created_at desc, c.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`) as unknown as Promise<{
      rows: Row[];
    }>,
    db.execute(
      sql`select count(*)::int as n from customers c where ${where}`,
    ) as unknown as Promise<{
      rows: { n: number }[];
    }>,
    readSettings(db),
  ]);
  return {
    items: page.rows.map((r) => toRow(r, settings.currency)),
    page: q.page,
    per_page: q.per_page,
    total: count.rows[0]?.n ?? 0,
  };
}
