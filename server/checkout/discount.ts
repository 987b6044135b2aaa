/**
 * Discount codes against the database: the facts their rules (discount-rules.ts) are judged on, the
 * locks that make those facts hold until the order commits, and the use an order records. Codes are
 * stored upper-case and the checkout's body upper-cases what the shopper typed, so a code matches in
 * any case. Uses live in discount_uses, one row per order that used a code.
 *
 * A PUT and a GET judge without locks: they only tell the shopper. Placing an order judges again
 * inside its transaction, after lockDiscount, so every limit holds however many checkouts race.
 */
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { discountCodes, discountUses, orders } from '../db/schema-orders';
import {
  isKnown,
  judgeDiscount,
  type DiscountCheck,
  type DiscountRow,
  type Shopper,
} from './discount-rules';

/** The advisory lock class of a shopper's discounted placements (pg_advisory_xact_lock(class, key)). */
const SHOPPER_LOCK = 727_039;

/** Rows of this shopper: by account or by email, whichever is known (both: either matches). */
function byShopper(who: Shopper, customer: AnyPgColumn, email: AnyPgColumn): SQL | undefined {
  return or(
    who.customerId === null ? undefined : eq(customer, who.customerId),
    who.email === null ? undefined : eq(email, who.email),
  );
}

async function countUses(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(discountUses).where(where);
  return row?.n ?? 0;
}

/** Counts and reads only what `row`'s rules ask for. */
async function judgeNow(
  db: Db,
  row: DiscountRow | undefined,
  who: Shopper,
  now: Date,
  subtotal: number,
): Promise<DiscountCheck> {
  const facts = { now, subtotal, uses: 0, usesByShopper: 0, hasOrdered: false };
  if (row && row.maxUses !== null)
    facts.uses = await countUses(db, eq(discountUses.code, row.code));
  if (row && isKnown(who) && row.perCustomer !== null)
    facts.usesByShopper = await countUses(
      db,
      and(
        eq(discountUses.code, row.code),
        byShopper(who, discountUses.customerId, discountUses.email),
      ),
    );
  if (row && isKnown(who) && row.firstOrderOnly) {
    // Orders keep their email trimmed and lower-cased (the checkout's ContactSchema), as who.email is.
    const earlier = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ne(orders.status, 'cancelled'), byShopper(who, orders.customerId, orders.email)))
      .limit(1);
    facts.hasOrdered = earlier.length > 0;
  }
  return judgeDiscount(row, who, facts);
}

/** For a draft (PUT, GET): no locks; the placement judges again under them. */
export async function checkDiscount(
  db: Db,
  code: string,
  who: Shopper,
  now: Date,
  subtotal: number,
): Promise<DiscountCheck> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return judgeNow(db, row, who, now, subtotal);
}

/**
 * Inside the order's transaction, before its variants are locked (so every placement takes its locks
 * in the same order: checkout, code, shopper, variants), the locks that make the rules' counts hold
 * until commit; answers the code's row as locked.
 *
 * - Every placement with a code holds its row FOR KEY SHARE: placements do not wait on each other for
 *   it, but staff's edit (FOR UPDATE) waits for those in flight, so a limit set or lowered never
 *   meets a checkout judged by the old one.
 * - A code with a total limit is then held FOR NO KEY UPDATE: its count spans every customer, so its
 *   placements go one at a time, each counting the uses the one before committed. (NO KEY UPDATE does
 *   not conflict with KEY SHARE, so two placements holding KEY SHARE cannot deadlock upgrading.) A code
 *   without one is never a queue for the whole shop.
 * - A per-customer or first-order code takes an advisory lock for each key of the shopper (account,
 *   email; in a fixed order), so the same customer's placements go one at a time while other
 *   customers' run beside them. The lock is the customer's, not code+customer: two first-order codes
 *   in two tabs of one customer must also see each other's order.
 */
export async function lockDiscount(
  tx: Db,
  code: string,
  who: Shopper,
): Promise<DiscountRow | undefined> {
  const where = eq(discountCodes.code, code);
  let [row] = await tx.select().from(discountCodes).where(where).for('key share');
  if (!row) return undefined;
  if (row.maxUses !== null)
    [row] = await tx.select().from(discountCodes).where(where).for('no key update');
  if (row && (row.perCustomer !== null || row.firstOrderOnly)) {
    const keys = [
      who.customerId === null ? null : `account:${who.customerId}`,
      who.email === null ? null : `email:${who.email}`,
    ]
      .filter((k): k is string => k !== null)
      .sort();
    for (const key of keys)
      await tx.execute(sql`select pg_advisory_xact_lock(${SHOPPER_LOCK}, hashtext(${key}))`);
  }
  return row;
}

/** The placement's judgement, on the row lockDiscount answered and the counts as they stand now. */
export const judgeLocked = (
  tx: Db,
  row: DiscountRow | undefined,
  who: Shopper,
  now: Date,
  subtotal: number,
): Promise<DiscountCheck> => judgeNow(tx, row, who, now, subtotal);

export async function recordUse(
  tx: Db,
  use: { code: string; orderId: number; who: Shopper & { email: string } },
): Promise<void> {
  await tx.insert(discountUses).values({
    code: use.code,
    orderId: use.orderId,
    customerId: use.who.customerId,
    email: use.who.email,
  });
}
