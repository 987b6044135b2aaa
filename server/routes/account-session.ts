/**
 * Sessions: a bearer token whose SHA-256 is a row in `sessions` (database, so every replica shares
 * them). A session ends SESSION_IDLE_DAYS after its last use or SESSION_MAX_DAYS after its sign-in
 * (contract/constants.ts), whichever comes first; expired rows are purged (server/auth/purge.ts).
 *
 * Tokens are not rotated on use: a new token on every answer races with the app's parallel requests,
 * other tabs and the service worker's replays (an answer carrying X-New-Token lost, the old token
 * already dead). A new session is made at each sign-in, registration and password reset instead.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../../contract/constants';
import type { Customer } from '../../contract/types';
import type { Db } from '../db/client';
import { customers, sessions } from '../db/schema';
import { sendError } from '../http/errors';
import { hashToken, newSessionToken } from './auth-passwords';

const TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;
/** `last_used_at` is written at most this often per session: a read is not a write each time. */
const TOUCH_EVERY = sql`interval '1 hour'`;

export type CustomerRow = typeof customers.$inferSelect;

export interface AccountEnv {
  Variables: { customer: CustomerRow; tokenHash: string };
}

export function customerOf(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
  };
}

export async function createSession(db: Db, customerId: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), customerId });
  return token;
}

export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] && TOKEN_RE.test(m[1]) ? m[1] : null;
}

/** The live-session condition, on the database's clock (every replica's the same). */
export const sessionIsLive = sql`(${sessions.lastUsedAt} > now() - make_interval(days => ${SESSION_IDLE_DAYS})
  and ${sessions.createdAt} > now() - make_interval(days => ${SESSION_MAX_DAYS}))`;

export async function customerBySession(db: Db, tokenHash: string): Promise<CustomerRow | null> {
  const rows = await db
    .select({
      customer: customers,
      stale: sql<boolean>`${sessions.lastUsedAt} < now() - ${TOUCH_EVERY}`,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), sessionIsLive))
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  if (found.stale)
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  return found.customer;
}

/**
 * The customer a bearer token names, for endpoints open to guests too (the checkout): an absent,
 * malformed or ended session is a guest, never an error, so an expired session cannot stop an order.
 */
export async function optionalCustomerId(
  db: Db,
  header: string | undefined,
): Promise<string | null> {
  const token = bearerOf(header);
  return token ? ((await customerBySession(db, hashToken(token)))?.id ?? null) : null;
}

/** 401 'Authentication required' unless the bearer token names a live session; answers are never cached. */
export function requireCustomer(db: Db): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = bearerOf(c.req.header('Authorization'));
    const tokenHash = token ? hashToken(token) : null;
    const customer = tokenHash ? await customerBySession(db, tokenHash) : null;
    if (!customer || !tokenHash) return sendError(c, 401);
    c.set('customer', customer);
    c.set('tokenHash', tokenHash);
    await next();
  };
}

/**
 * Makes one customer's writes take turns: every transaction that rewrites their cart, wishlist or
 * addresses locks their row first. Two devices saving at once then apply one after the other (the
 * later wins) instead of failing on each other's rows (a unique violation, or a deadlock between a
 * save and a merge: issue 36).
 */
export async function lockCustomer(tx: Db, customerId: string): Promise<void> {
  await tx.execute(sql`select 1 from customers where id = ${customerId} for update`);
}
