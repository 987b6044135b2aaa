/**
 * Discount codes as staff see them: each with its uses so far (counted from discount_uses, the one
 * place uses are kept) and its state, both computed in SQL so the list can filter by state and page
 * in the database. A code's uses: the orders that used it, newest first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DiscountListQuerySchema } from '../../../contract/admin/discount-inputs';
import type { DiscountState } from '../../../contract/admin/discount-constants';
import type {
  AdminDiscount,
  DiscountPage,
  DiscountUsesPage,
} from '../../../contract/admin/discount-types';
import type { Db } from '../../db/client';

export type DiscountListQuery = v.InferOutput<typeof DiscountListQuerySchema>;

interface Row {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_subtotal: number;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  paused: boolean;
  max_uses: number | null;
  per_customer: number | null;
  first_order_only: boolean;
  created_at: Date | string;
  uses: number;
  state: DiscountState;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Each code with `uses` and `state` (the order of contract/admin/discount-constants.ts). */
const CODES = (now: Date) => sql`(
  select d.*, u.uses,
    case
      when d.expires_at is not null and d.expires_at <= ${now} then 'ended'
      when d.max_uses is not null and u.uses >= d.max_uses then 'used_up'
      when d.paused then 'paused'
      when d.starts_at is not null and d.starts_at > ${now} then 'scheduled'
      else 'active'
    end as state
  from discount_codes d
  cross join lateral (
    select count(*)::int as uses from discount_uses where discount_uses.code = d.code
  ) u
) c`;

function toAdmin(r: Row): AdminDiscount {
  return {
    code: r.code,
    kind: r.kind,
    value: r.value,
    min_subtotal: r.min_subtotal,
    starts_at: r.starts_at === null ? null : iso(r.starts_at),
    ends_at: r.expires_at === null ? null : iso(r.expires_at),
    paused: r.paused,
    max_uses: r.max_uses,
    per_customer: r.per_customer,
    first_order_only: r.first_order_only,
    uses: r.uses,
    state: r.state,
    created_at: iso(r.created_at),
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function readAdminDiscount(
  db: Db,
  code: string,
  now = new Date(),
): Promise<AdminDiscount | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`select * from ${CODES(now)} where code = ${code}`),
  );
  return row ? toAdmin(row) : null;
}

export async function listAdminDiscounts(
  db: Db,
  q: DiscountListQuery,
  now = new Date(),
): Promise<DiscountPage> {
  const parts: SQL[] = [sql`true`];
  if (q.q) parts.push(sql`strpos(c.code, ${q.q}) > 0`);
  if (q.state) parts.push(sql`c.state = ${q.state}`);
  const where = sql.join(parts, sql` and `);
  const rows = rowsOf<Row & { total: number }>(
    await db.execute(sql`
      select *, count(*) over ()::int as total from ${CODES(now)} where ${where}
      order by c.created_at desc, c.code
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  );
  // A page past the end has no rows to carry the count.
  const total =
    rows[0]?.total ??
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${CODES(now)} where ${where}`),
    )[0]?.n ??
    0;
  return { items: rows.map(toAdmin), page: q.page, per_page: q.per_page, total };
}

export async function listDiscountUses(
  db: Db,
  code: string,
  page: number,
  perPage: number,
): Promise<DiscountUsesPage> {
  const rows = rowsOf<{
    order_id: number;
    number: string;
    status: string;
    email: string;
    customer_id: string | null;
    at: Date | string;
    discount: number;
    total: number;
    currency: string;
    n: number;
  }>(
    await db.execute(sql`
      select o.id as order_id, o.number, o.status, u.email, u.customer_id, u.at, o.discount, o.total,
        o.currency, count(*) over ()::int as n
      from discount_uses u join orders o on o.id = u.order_id
      where u.code = ${code}
      order by u.at desc, u.id desc
      limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  const total =
    rows[0]?.n ??
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from discount_uses where code = ${code}`),
    )[0]?.n ??
    0;
  return {
    items: rows.map((r) => ({
      order_id: String(r.order_id),
      order_number: r.number,
      status: r.status,
      email: r.email,
      customer_id: r.customer_id,
      at: iso(r.at),
      discount: r.discount,
      total: r.total,
      currency: r.currency,
    })),
    page,
    per_page: perPage,
    total,
  };
}
