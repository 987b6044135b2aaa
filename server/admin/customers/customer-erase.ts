/**
 * Erasing a customer on request (issue 39: "personal data removed, orders kept anonymized"), in one
 * transaction. The customer row is locked first, so a checkout completing meanwhile (its order's
 * foreign key takes a share lock on that row) either comes before, and is counted as open, or waits
 * and finds no customer. Refused while an order is still to deliver: the shop must ship it.
 *
 * Their orders (by account, and guest orders placed with the same email) keep their lines, amounts
 * and the city and country shipped to, for the shop's figures; the email becomes a placeholder and
 * the name, phone, street, district and postcode go, as in the checkout each order came from. Their
 * mails still to send are dropped, those sent lose address and body. Sessions, saved addresses, the
 * cart, the wishlist and reset links go with the customer row. The audit row says who erased which
 * id and how many orders were kept, never what was erased.
 */
import { sql } from 'drizzle-orm';
import type { CustomerErased } from '../../../contract/admin/customer-types';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../audit';
import { OPEN_STATUSES } from './customer-read';

export type EraseOutcome =
  | { ok: true; erased: CustomerErased }
  | { ok: false; reason: 'unknown' | 'email_mismatch' | 'orders_open' };

type Rows<T> = Promise<{ rows: T[] }>;

/** What an erased order's email reads: unique per order, so nothing ties erased orders together. */
export const erasedEmail = (orderId: number | string) => `erased-${orderId}@invalid`;

/** An address with only what the shop's figures need: where to, not to whom. */
const keepPlace = (column: string) =>
  sql.raw(`jsonb_build_object(
    'full_name', '', 'phone', '', 'address', '', 'state', '', 'zip', '',
    'city', coalesce(${column}->>'city', ''), 'country', coalesce(${column}->>'country', ''))`);

export async function eraseCustomer(
  db: Db,
  actor: Actor,
  id: string,
  typedEmail: string,
): Promise<EraseOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await (tx.execute(
      sql`select id, email from customers where id = ${id} for update`,
    ) as unknown as Rows<{ id: string; email: string }>);
    const customer = rows[0];
    if (!customer) return { ok: false, reason: 'unknown' } as const;
    if (customer.email !== typedEmail.trim().toLowerCase())
      return { ok: false, reason: 'email_mismatch' } as const;
    const theirs = sql`(customer_id = ${id} or lower(email) = ${customer.email})`;
    const { rows: open } = await (tx.execute(sql`
      select count(*)::int as n from orders
      where ${theirs} and status = any(${sql.param(OPEN_STATUSES)}::text[])`) as unknown as Rows<{
      n: number;
    }>);
    if ((open[0]?.n ?? 0) > 0) return { ok: false, reason: 'orders_open' } as const;

    const { rows: orders } = await (tx.execute(sql`
      update orders set email = 'erased-' || id || '@invalid',
        shipping_address = ${keepPlace('shipping_address')}
      where ${theirs}
      returning id, checkout_token`) as unknown as Rows<{ id: number; checkout_token: string }>);
    const tokens = orders.map((o) => o.checkout_token);
    // The checkouts the orders came from hold the same data; unfinished ones of theirs simply go.
    await tx.execute(sql`
      update checkouts k set email = o.email, shipping_address = ${keepPlace('k.shipping_address')}
      from orders o where o.checkout_token = k.token and k.token = any(${sql.param(tokens)}::text[])`);
    await tx.execute(sql`
      delete from checkouts where ${theirs} and completed_at is null
        and not exists (select 1 from orders o where o.checkout_token = checkouts.token)`);
    const { rows: dropped } = await (tx.execute(sql`
      delete from mail_outbox where lower("to") = ${customer.email} and status = 'pending'
      returning id`) as unknown as Rows<{ id: number }>);
    await tx.execute(sql`
      update mail_outbox set "to" = 'erased@invalid', text = '', html = ''
      where lower("to") = ${customer.email}`);
    // A code's uses are counted by customer and by email (checkout/discount.ts): theirs keep counting
    // for the code's total, under the order's anonymized address.
    await tx.execute(sql`
      update discount_uses set email = 'erased-' || order_id || '@invalid'
      where order_id = any(${sql.param(orders.map((o) => o.id))}::int[])`);
    for (const table of ['sessions', 'password_resets', 'customer_addresses'] as const)
      await tx.execute(sql`delete from ${sql.identifier(table)} where customer_id = ${id}`);
    await tx.execute(sql`delete from account_wishlists where customer_id = ${id}`);
    await tx.execute(sql`delete from account_carts where customer_id = ${id}`);
    await tx.execute(sql`delete from customers where id = ${id}`);
    const erased = { id, orders_anonymized: orders.length };
    await audit(tx, actor, {
      action: 'customer.erase',
      entity: 'customer',
      entityId: id,
      after: { ...erased, mails_dropped: dropped.length },
    });
    return { ok: true, erased } as const;
  });
}
