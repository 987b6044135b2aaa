/**
 * Sessions: a bearer token whose SHA-256 is a row in `sessions` (database, so every replica shares
 * them). A session lasts 30 days from sign-in, as long as the app's `token` cookie.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Customer } from '../../contract/types';
import type { Db } from '../db/client';
import { customers, sessions } from '../db/schema';
import { sendError } from '../http/errors';
import { hashToken, newSessionToken } from './auth-passwords';

export const SESSION_DAYS = 30;
const TOKEN_RE = /^[A-Za-z0-9_-]{22,64}$/;

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

export async function customerBySession(db: Db, tokenHash: string): Promise<CustomerRow | null> {
  const since = new Date(Date.now() - SESSION_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.createdAt, since)))
    .limit(1);
  return rows[0]?.customer ?? null;
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
