/**
 * The audit log: every staff write records who, when, what, and the entity before and after, in the
 * same transaction as the write (so the log never says something happened that rolled back, nor
 * misses what committed). Secrets never go in: a password hash or an authenticator's secret is
 * replaced by a mark before the row is written.
 */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema-admin';

/** Who did it: a staff member, or (id null) the shop's own machine, such as `npm run staff`. */
export interface Actor {
  id: string | null;
  email: string;
}

/** The shop's machine: `npm run staff`, `npm run catalog`. */
export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

export interface AuditEntry {
  /** What was done, `entity.verb`: `product.update`, `staff.disable`, `stock.adjust`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set([
  'passwordHash',
  'password_hash',
  'totpSecret',
  'totp_secret',
  'original',
]);

/** A copy fit for the log: secrets and binary blobs replaced, dates as ISO strings. */
export function forLog(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => {
      if (SECRET_KEYS.has(key) && v !== null && v !== undefined) return '[not logged]';
      return v;
    }),
  );
}

export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: forLog(entry.before),
    after: forLog(entry.after),
  });
}
