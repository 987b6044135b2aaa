/**
 * Discount codes: whether a code may be used now, and using one up. Codes are stored upper-case and the
 * checkout's body upper-cases what the shopper typed, so a code matches in any case.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { CheckoutErrorId } from '../../contract/messages';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema-orders';
import type { Discount } from './pricing';

export type DiscountRow = typeof discountCodes.$inferSelect;

export type DiscountCheck =
  | { ok: true; discount: Discount & { code: string; limited: boolean } }
  | { ok: false; error: CheckoutErrorId };

export function judgeDiscount(row: DiscountRow | undefined, now: Date): DiscountCheck {
  if (!row) return { ok: false, error: 'checkout.errors.discount_invalid' };
  if (row.expiresAt && row.expiresAt <= now)
    return { ok: false, error: 'checkout.errors.discount_expired' };
  if (row.maxUses !== null && row.uses >= row.maxUses)
    return { ok: false, error: 'checkout.errors.discount_used' };
  return {
    ok: true,
    discount: { code: row.code, kind: row.kind, value: row.value, limited: row.maxUses !== null },
  };
}

export async function checkDiscount(db: Db, code: string, now: Date): Promise<DiscountCheck> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return judgeDiscount(row, now);
}

/**
 * Takes one use of a limited code inside the order's transaction; false when none is left (or it
 * expired meanwhile). A conditional UPDATE, not a read then a write: of two orders racing for a
 * single-use code, the second waits on the first's row lock, then finds `uses < max_uses` false and
 * updates nothing. Unlimited codes are not counted, so a popular code is not one row every order
 * queues on.
 */
export async function useDiscount(db: Db, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.code, code),
        lt(discountCodes.uses, discountCodes.maxUses),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
      ),
    )
    .returning({ code: discountCodes.code });
  return used.length === 1;
}
