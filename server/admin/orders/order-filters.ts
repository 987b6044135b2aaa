/**
 * The orders list's `where` (issue 39): the search and the filters, as one SQL condition over `orders
 * o`. The phone and the name live in the order's `shipping_address` jsonb, as the shopper typed them:
 * matched case-blind, the phone by its digits alone (so "090 123-4567" finds "+84 90 123 4567": a
 * leading 0, the national trunk prefix, is dropped from what was typed). Days are the shop's calendar
 * days (SHOP_TIME_ZONE), both ends included.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '../../../contract/admin/order-types';
import { SHOP_TIME_ZONE } from '../../../contract/constants';

/** Fewer typed digits than this would find most phones: they search the number, email and name only. */
const MIN_PHONE_DIGITS = 4;

/** `text` as a LIKE pattern that finds it anywhere, its wildcards taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchCondition(q: string): SQL | null {
  const text = q.trim().toLowerCase();
  if (!text) return null;
  const like = anywhere(text);
  const either: SQL[] = [
    sql`lower(o.number) like ${like}`,
    sql`lower(o.email) like ${like}`,
    sql`lower(o.shipping_address->>'full_name') like ${like}`,
  ];
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= MIN_PHONE_DIGITS)
    either.push(
      sql`regexp_replace(o.shipping_address->>'phone', '\\D', '', 'g') like ${anywhere(digits)}`,
    );
  return sql`(${sql.join(either, sql` or `)})`;
}

/** Placed on or after the start of `day` in the shop's time zone. */
export const placedFrom = (day: string) =>
  sql`o.created_at >= (${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/** Placed before the end of `day` in the shop's time zone. */
export const placedUntil = (day: string) =>
  sql`o.created_at < (${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

export function orderFilters(q: OrderListQuery): SQL {
  const where: SQL[] = [];
  const search = searchCondition(q.q);
  if (search) where.push(search);
  if (q.status.length) where.push(sql`o.status = any(${sql.param(q.status)}::text[])`);
  if (q.from) where.push(placedFrom(q.from));
  if (q.to) where.push(placedUntil(q.to));
  if (q.shipping_method.length)
    where.push(sql`o.shipping_method = any(${sql.param(q.shipping_method)}::text[])`);
  if (q.payment_method.length)
    where.push(sql`o.payment_method = any(${sql.param(q.payment_method)}::text[])`);
  return where.length ? sql.join(where, sql` and `) : sql.raw('true');
}
