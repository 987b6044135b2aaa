/**
 * The back office's sign-in (issue 37), with the customers' rules: the same password hash and hash
 * queue, the same rate limits (counted apart, as `staff-login`), the same answer (401) for an unknown
 * email as for a wrong password, after the same scrypt. A member with an authenticator gets a
 * challenge instead of a session, and the session once the code is right; a wrong code counts as a
 * failed sign-in. A set-password link (`npm run staff -- add`, or the owner's "new link") sets the
 * password once and signs in the same way. Sessions are staff_sessions (staff-session.ts), never a
 * customer's.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import { MAX_PASSWORD } from '../../contract/api/limits';
import type { AppDeps } from '../deps';
import { tooManyAttempts } from '../auth/answers';
import { sharedHashQueue } from '../auth/hash-queue';
import { giveBack, limitsFor, passed, takeAttempt } from '../auth/rate-limit';
import { staff, staffSessions } from '../db/schema-admin';
import { clientAddress } from '../http/client-address';
import { sendError } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { bodyOf } from '../http/validate';
import { bearerOf } from '../routes/account-session';
import {
  PASSWORD_PARAMS,
  dummyHash,
  hashPassword,
  hashToken,
  verifyPassword,
} from '../routes/auth-passwords';
import { meOf } from './members';
import { adminRoute } from './route';
import { readSecuritySettings } from './security-settings';
import { newChallenge, peekToken, useToken } from './staff-links';
import { createStaffSession, type StaffEnv, type StaffRow } from './staff-session';
import { acceptedStep } from './totp';

const { signIn, signInCode, setPassword, signOut } = adminEndpoints;

export function adminAuthRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const queue = deps.hashQueue ?? sharedHashQueue;
  const params = deps.passwordParams ?? PASSWORD_PARAMS;
  const unknownEmailHash = dummyHash(params);
  const app = new Hono<StaffEnv>();

  /** A session, or the authenticator's challenge when the member has one. */
  async function signedIn(c: Context, member: StaffRow) {
    if (member.totpEnabledAt)
      return c.json({ data: { challenge: await newChallenge(db, member.id) } });
    const token = await createStaffSession(db, member.id);
    const { requireTotp } = await readSecuritySettings(db);
    return c.json({ data: { token, me: meOf(member, requireTotp) } });
  }

  adminRoute(app, db, signIn, async (c) => {
    const { email, password } = await bodyOf(c, signIn.body);
    const taken = await takeAttempt(
      db,
      limitsFor('staff-login', email, clientAddress(c, deps.trustProxy)),
    );
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    const [row] = await db.select().from(staff).where(eq(staff.email, email));
    // Unknown, disabled, not yet invited through: the same scrypt and the same 401 as a wrong password.
    const usable =
      row && !row.disabledAt && row.passwordHash !== null && password.length <= MAX_PASSWORD;
    let ok;
    try {
      ok = await queue.run(() =>
        verifyPassword(
          password.slice(0, MAX_PASSWORD),
          usable ? row.passwordHash! : unknownEmailHash,
        ),
      );
    } catch (err) {
      await giveBack(db, taken);
      throw err;
    }
    if (!usable || !ok) return sendError(c, 401);
    await passed(db, taken);
    return signedIn(c, row);
  });

  adminRoute(app, db, signInCode, async (c) => {
    const { challenge, code } = await bodyOf(c, signInCode.body);
    const expired = () => validationFailed(c, { challenge: ['admin.errors.challenge_expired'] });
    const staffId = await peekToken(db, challenge, 'challenge');
    const [row] = staffId ? await db.select().from(staff).where(eq(staff.id, staffId)) : [];
    if (!row || row.disabledAt || !row.totpSecret) return expired();
    const taken = await takeAttempt(
      db,
      limitsFor('staff-login', row.email, clientAddress(c, deps.trustProxy)),
    );
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    const step = acceptedStep(row.totpSecret, code, row.totpLastStep);
    if (step === null) return validationFailed(c, { code: ['admin.errors.code_invalid'] });
    // The step is taken only if no other request took it meanwhile: a code works once.
    const [took] = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(
        and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))),
      )
      .returning({ id: staff.id });
    if (!took || !(await useToken(db, challenge, 'challenge'))) return expired();
    await passed(db, taken);
    const token = await createStaffSession(db, row.id);
    const { requireTotp } = await readSecuritySettings(db);
    return c.json({ data: { token, me: meOf(row, requireTotp) } });
  });

  adminRoute(app, db, setPassword, async (c) => {
    const { token, password } = await bodyOf(c, setPassword.body);
    const invalid = () => validationFailed(c, { token: ['admin.errors.link_invalid'] });
    // Looked at before the hash, so a dead link costs no scrypt; used only after it.
    if (!(await peekToken(db, token, 'password'))) return invalid();
    const passwordHash = await queue.run(() => hashPassword(password, params));
    const staffId = await useToken(db, token, 'password');
    if (!staffId) return invalid();
    const member = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ passwordHash })
        .where(eq(staff.id, staffId))
        .returning();
      // A new password ends every session made with the old one.
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
      return row;
    });
    if (!member || member.disabledAt) return invalid();
    return signedIn(c, member);
  });

  adminRoute(app, db, signOut, async (c) => {
    const token = bearerOf(c.req.header('Authorization'));
    if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
    return c.body(null, 204);
  });

  return app;
}
