/**
 * Password reset: forgot (a link by mail) and reset (a new password from the link). A link's token is
 * 256 random bits kept only as its SHA-256, for RESET_TOKEN_MINUTES, used once. A reset ends every
 * session of the customer and every other link, and answers a new session.
 *
 * forgot answers 202 whatever the email, after the same steps for every one: the rate limit (per email
 * and per client address; every request counts, as each may send a mail), then the lookup, the link
 * and the mail are handed to background work (process/background.ts) that runs after the answer, so
 * its timing cannot tell whether the email has an account. A link that expired, was used, or never
 * was answers one 422 on `token`: the body names a token, so the path rule (a 404) does not apply.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { RESET_TOKEN_MINUTES } from '../../contract/constants';
import type { Lang } from '../../contract/types';
import type { AppDeps } from '../deps';
import { signedIn, tooManyAttempts } from '../auth/answers';
import { sharedHashQueue } from '../auth/hash-queue';
import { clearFailures, limitsFor, takeAttempt } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { customers, passwordResets, sessions } from '../db/schema';
import { noStore } from '../http/cache';
import { clientAddress } from '../http/client-address';
import { validationFailed } from '../http/field-errors';
import { originOf } from '../http/public-origin';
import { bodyOf, queryOf } from '../http/validate';
import { log } from '../log';
import { enqueueAccountMail, resetLink, resetMail } from '../mail/account-mails';
import { Background } from '../process/background';
import { createSession } from './account-session';
import { PASSWORD_PARAMS, hashPassword, hashToken, newSessionToken } from './auth-passwords';

const { forgotPassword, resetPassword } = endpoints;

const live = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/**
 * Writes a new reset link for the customer and queues its mail, in `db`'s transaction: the one step
 * "forgot password" and the back office's "send a reset link" (server/admin/customers) share.
 */
export async function issueResetLink(
  db: Db,
  customer: { id: string; email: string },
  lang: Lang,
  origin: string,
): Promise<void> {
  const token = newSessionToken();
  const { name } = await readSettings(db);
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
  });
  await enqueueAccountMail(
    db,
    resetMail(customer.email, lang, resetLink(origin, lang, token), name),
  );
}

/** Queues a reset link for the email's account, if it has one. */
async function mailResetLink(db: Db, email: string, lang: Lang, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.email, email));
  if (!row) return false;
  await db.transaction((tx) => issueResetLink(tx, row, lang, origin));
  return true;
}

export function resetRoutes(deps: AppDeps): Hono {
  const { db } = deps;
  const queue = deps.hashQueue ?? sharedHashQueue;
  const params = deps.passwordParams ?? PASSWORD_PARAMS;
  const background = deps.background ?? new Background(deps.log ?? log);
  const app = new Hono();

  app.on(forgotPassword.method, forgotPassword.route, noStore, async (c) => {
    const { lang } = queryOf(c, forgotPassword.query);
    const { email } = await bodyOf(c, forgotPassword.body);
    const address = clientAddress(c, deps.trustProxy);
    const taken = await takeAttempt(db, limitsFor('forgot', email, address));
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    const origin = originOf(c, deps.publicOrigin ?? null);
    background.run('Mailing a reset link', async () => {
      if (await mailResetLink(db, email, lang, origin)) deps.mail?.nudge();
    });
    return c.body(null, 202);
  });

  app.on(resetPassword.method, resetPassword.route, noStore, async (c) => {
    const { token, password } = await bodyOf(c, resetPassword.body);
    const tokenHash = hashToken(token);
    const invalid = () => validationFailed(c, { token: ['account.errors.reset_link_invalid'] });
    // Looked up before the hash, so a dead link costs no scrypt; taken (used) only after it.
    const [reset] = await db.select().from(passwordResets).where(live(tokenHash));
    if (!reset) return invalid();
    const passwordHash = await queue.run(() => hashPassword(password, params));
    const done = await db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(live(tokenHash))
        .returning({ customerId: passwordResets.customerId });
      if (used.length === 0) return null; // used by a request in between
      const id = reset.customerId;
      const [row] = await tx
        .update(customers)
        .set({ passwordHash })
        .where(eq(customers.id, id))
        .returning();
      await tx.delete(sessions).where(eq(sessions.customerId, id));
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.customerId, id), ne(passwordResets.tokenHash, tokenHash)));
      return { row: row!, token: await createSession(tx, id) };
    });
    if (!done) return invalid();
    // The owner proved themselves: failed sign-ins (perhaps someone else's) no longer hold them back.
    await clearFailures(db, 'login', done.row.email);
    return signedIn(c, done.row, done.token);
  });

  return app;
}
