/**
 * Staff sessions: a bearer token whose SHA-256 is a row in `staff_sessions`, apart from customers'
 * sessions (a customer's token names no row here, so it never opens the back office). A session ends
 * STAFF_IDLE_MINUTES after its last use or STAFF_MAX_HOURS after its sign-in, on the database's clock,
 * and with its member's disabling. `requireStaff(db, role)` guards every /api/admin endpoint: 401
 * without a live session, 403 below the role, and 403 `totp_required` while the owner requires the
 * authenticator and this member has not set it up (only the set-up, `me` and sign-out stay open).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import {
  STAFF_IDLE_MINUTES,
  STAFF_MAX_HOURS,
  roleAllows,
  type StaffRole,
} from '../../contract/admin/constants';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema-admin';
import { sendError } from '../http/errors';
import { bearerOf } from '../routes/account-session';
import { hashToken, newSessionToken } from '../routes/auth-passwords';
import { readSecuritySettings } from './security-settings';

export type StaffRow = typeof staff.$inferSelect;

/** What a guarded handler knows of who calls it (`c.get('staff')`). */
export interface StaffEnv {
  Variables: { staff: StaffRow; staffTokenHash: string };
}

/** `last_used_at` is written at most this often: the idle limit is half an hour, a minute is plenty. */
const TOUCH_EVERY = sql`interval '1 minute'`;

export const staffSessionIsLive = sql`(${staffSessions.lastUsedAt} > now() - make_interval(mins => ${STAFF_IDLE_MINUTES})
  and ${staffSessions.createdAt} > now() - make_interval(hours => ${STAFF_MAX_HOURS}))`;

export async function createStaffSession(db: Db, staffId: string): Promise<string> {
  const token = newSessionToken();
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId });
  return token;
}

/** The active member a session names, its last use noted; null when ended, unknown or disabled. */
export async function staffBySession(db: Db, tokenHash: string): Promise<StaffRow | null> {
  const [found] = await db
    .select({
      member: staff,
      stale: sql<boolean>`${staffSessions.lastUsedAt} < now() - ${TOUCH_EVERY}`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(eq(staffSessions.tokenHash, tokenHash), staffSessionIsLive, isNull(staff.disabledAt)),
    )
    .limit(1);
  if (!found) return null;
  if (found.stale)
    await db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(staffSessions.tokenHash, tokenHash));
  return found.member;
}

export interface RequireOptions {
  /** Open to a member who must still set up the authenticator (the set-up itself, `me`, sign-out). */
  beforeTotp?: boolean;
}

/** Guards an admin endpoint; its answers are never cached. */
export function requireStaff(
  db: Db,
  role: StaffRole,
  { beforeTotp = false }: RequireOptions = {},
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = bearerOf(c.req.header('Authorization'));
    const tokenHash = token ? hashToken(token) : null;
    const member = tokenHash ? await staffBySession(db, tokenHash) : null;
    if (!member || !tokenHash) return sendError(c, 401);
    if (!roleAllows(member.role, role)) return sendError(c, 403);
    if (!beforeTotp && !member.totpEnabledAt && (await readSecuritySettings(db)).requireTotp)
      return c.json({ message: 'Set up two-step sign-in first', error: 'totp_required' }, 403);
    c.set('staff', member);
    c.set('staffTokenHash', tokenHash);
    await next();
  };
}
