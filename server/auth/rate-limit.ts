/**
 * The rate limit of sign-in, register and forgot-password: a sliding window over a log of attempts
 * kept in the database (`auth_attempts`), so every replica counts the same (docs/decisions/013).
 *
 * An attempt is taken before any password is hashed: under a per-key advisory lock (so two replicas
 * cannot both take the tenth place), each key's rows younger than the window are counted, and when any
 * key is full the request is refused with the seconds until its oldest counted row leaves the window.
 * Otherwise a row is written per key. A caller gives back the rows of an attempt that turned out not to
 * count (a right password), so only failures stay. Keys hold a hash, never the email or address itself.
 */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

/** Spec'd by issue 13: at most 10 failures per 15 minutes per account. */
export const WINDOW_SECONDS = 15 * 60;
export const MAX_PER_ACCOUNT = 10;
/**
 * Per client address: several shoppers may share one (an office, a carrier's NAT), so more than one
 * account's worth, yet a bound on one machine trying many emails.
 */
export const MAX_PER_ADDRESS = 50;

export type AttemptAction = 'login' | 'register' | 'forgot';

export interface Limit {
  key: string;
  max: number;
}

/** The two limits of an action: its email (the account) and, when known, the client's address. */
export function limitsFor(action: AttemptAction, email: string, address: string | null): Limit[] {
  const key = (kind: string, value: string) =>
    `${action}:${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
  const limits = [{ key: key('email', email), max: MAX_PER_ACCOUNT }];
  if (address) limits.push({ key: key('addr', address), max: MAX_PER_ADDRESS });
  return limits;
}

export type Taken = { ok: true; ids: number[] } | { ok: false; retryAfter: number };

export async function takeAttempt(db: Db, limits: Limit[]): Promise<Taken> {
  const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key)); // one lock order: no deadlock
  return db.transaction(async (tx) => {
    let retryAfter = 0;
    for (const { key, max } of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 13))`);
      // The max-th newest row in the window, if there is one: the key is full until it leaves.
      const { rows } = (await tx.execute(sql`
        select ceil(extract(epoch from (at + make_interval(secs => ${WINDOW_SECONDS}) - now())))::int as wait
        from auth_attempts
        where key = ${key} and at > now() - make_interval(secs => ${WINDOW_SECONDS})
        order by at desc
        offset ${max - 1} limit 1`)) as unknown as { rows: { wait: number }[] };
      if (rows[0]) retryAfter = Math.max(retryAfter, rows[0].wait, 1);
    }
    if (retryAfter > 0) return { ok: false, retryAfter };
    const ids = await tx
      .insert(authAttempts)
      .values(sorted.map(({ key }) => ({ key })))
      .returning({ id: authAttempts.id });
    return { ok: true, ids: ids.map((r) => r.id) };
  });
}

/** Gives back an attempt that did not count (a right password, or a check the server never ran). */
export async function giveBack(db: Db, taken: Taken): Promise<void> {
  if (taken.ok && taken.ids.length > 0)
    await db.delete(authAttempts).where(inArray(authAttempts.id, taken.ids));
}

/** Forgets an account's failures (a password reset proved the owner): they may sign in again at once. */
export async function clearFailures(db: Db, action: AttemptAction, email: string): Promise<void> {
  const [{ key }] = limitsFor(action, email, null) as [Limit];
  await db.delete(authAttempts).where(sql`${authAttempts.key} = ${key}`);
}
