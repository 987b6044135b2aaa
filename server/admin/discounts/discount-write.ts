/**
 * Creating a discount code, editing its rules, pausing and resuming it: each in one transaction with
 * its audit row (the code before and after). The code's row is locked FOR UPDATE first, which waits
 * for every placement holding it (they hold it FOR KEY SHARE: server/checkout/discount.ts), so the
 * uses counted here are all there are, and no checkout is judged by a rule this edit replaces.
 */
import { count, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  DiscountBodySchema,
  DiscountCreateBodySchema,
} from '../../../contract/admin/discount-inputs';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Db } from '../../db/client';
import { discountCodes, discountUses } from '../../db/schema-orders';
import { audit, type Actor } from '../audit';
import { readAdminDiscount } from './discount-read';

export type DiscountInput = v.InferOutput<typeof DiscountBodySchema>;
export type DiscountCreateInput = v.InferOutput<typeof DiscountCreateBodySchema>;

export type DiscountResult =
  | { kind: 'saved'; discount: AdminDiscount }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

const columnsOf = (body: DiscountInput) => ({
  kind: body.kind,
  value: body.value,
  minSubtotal: body.min_subtotal,
  startsAt: body.starts_at === null ? null : new Date(body.starts_at),
  expiresAt: body.ends_at === null ? null : new Date(body.ends_at),
  maxUses: body.max_uses,
  perCustomer: body.per_customer,
  firstOrderOnly: body.first_order_only,
});

export async function createDiscount(
  db: Db,
  actor: Actor,
  body: DiscountCreateInput,
): Promise<DiscountResult> {
  return db.transaction(async (tx) => {
    const made = await tx
      .insert(discountCodes)
      .values({ code: body.code, paused: body.paused, ...columnsOf(body) })
      .onConflictDoNothing()
      .returning({ code: discountCodes.code });
    if (made.length === 0)
      return { kind: 'invalid', errors: { code: ['discounts.errors.code_taken'] } } as const;
    const after = (await readAdminDiscount(tx, body.code))!;
    await audit(tx, actor, {
      action: 'discount.create',
      entity: 'discount',
      entityId: body.code,
      before: null,
      after,
    });
    return { kind: 'saved', discount: after } as const;
  });
}

/** Locks the code, checks `judge`, writes `set`, audits `action`. */
async function change(
  db: Db,
  actor: Actor,
  code: string,
  action: string,
  set: Partial<typeof discountCodes.$inferInsert>,
  judge: (usesSoFar: number) => FieldErrors | null = () => null,
): Promise<DiscountResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.code, code))
      .for('update');
    if (!row) return { kind: 'not_found' } as const;
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(discountUses)
      .where(eq(discountUses.code, code));
    const errors = judge(n);
    if (errors) return { kind: 'invalid', errors } as const;
    const before = await readAdminDiscount(tx, code);
    await tx.update(discountCodes).set(set).where(eq(discountCodes.code, code));
    const after = (await readAdminDiscount(tx, code))!;
    await audit(tx, actor, { action, entity: 'discount', entityId: code, before, after });
    return { kind: 'saved', discount: after } as const;
  });
}

/** Its rules; a total limit below the uses already made is refused (those orders stand). */
export const updateDiscount = (db: Db, actor: Actor, code: string, body: DiscountInput) =>
  change(db, actor, code, 'discount.update', columnsOf(body), (uses) =>
    body.max_uses !== null && body.max_uses < uses
      ? { max_uses: ['discounts.errors.limit_below_uses'] }
      : null,
  );

export const pauseDiscount = (db: Db, actor: Actor, code: string, paused: boolean) =>
  change(db, actor, code, paused ? 'discount.pause' : 'discount.resume', { paused });
