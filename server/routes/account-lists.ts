/**
 * The database's half of the account cart and wishlist checks: the bodies' shapes are the schemas'
 * (contract/api/inputs.ts), but whether each id names a variant or product only the db can say.
 */
import { inArray } from 'drizzle-orm';
import type { AccountErrorId } from '../../contract/messages';
import type { Db } from '../db/client';
import type { products, variants } from '../db/schema';
import type { FieldErrors } from '../http/field-errors';

/** Which of `ids` the table holds. */
export async function existing(
  db: Db,
  table: typeof variants | typeof products,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The 422 entries for ids the db does not know, at the index each was sent. */
export function unknownErrors(
  sent: readonly number[],
  known: ReadonlySet<number>,
  field: (i: number) => string,
  id: AccountErrorId,
): FieldErrors {
  const errors: FieldErrors = {};
  sent.forEach((v, i) => {
    if (!known.has(v)) (errors[field(i)] ??= []).push(id);
  });
  return errors;
}
