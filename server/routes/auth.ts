/**
 * Register, sign in, sign out, sign out everywhere. Every answer is no-store: it carries a token.
 * Sign-in and register are rate limited per email, per client address and (sign-in) per client on an
 * email before any password is hashed (auth/rate-limit.ts), and every hash waits its turn in the hash
 * queue (auth/hash-queue.ts).
 * Password reset is in auth-reset.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { MAX_PASSWORD } from '../../contract/api/limits';
import type { AppDeps } from '../deps';
import { signedIn, tooManyAttempts } from '../auth/answers';
import { BusyError, sharedHashQueue } from '../auth/hash-queue';
import { giveBack, limitsFor, passed, takeAttempt } from '../auth/rate-limit';
import { customers, sessions } from '../db/schema';
import { noStore } from '../http/cache';
import { clientAddress } from '../http/client-address';
import { sendError } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { bodyOf } from '../http/validate';
import { bearerOf, createSession, requireCustomer, type AccountEnv } from './account-session';
import {
  PASSWORD_PARAMS,
  dummyHash,
  hashPassword,
  hashToken,
  needsRehash,
  verifyPassword,
} from './auth-passwords';

const { register, login, logout, logoutAll } = endpoints;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function authRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const queue = deps.hashQueue ?? sharedHashQueue;
  const params = deps.passwordParams ?? PASSWORD_PARAMS;
  const unknownEmailHash = dummyHash(params);
  const app = new Hono<AccountEnv>();

  // A refused registration counts (an email already taken: probing which emails have an account);
  // one that makes the account is given back, as a right password is at sign-in.
  app.on(register.method, register.route, noStore, async (c) => {
    const input = await bodyOf(c, register.body);
    const address = clientAddress(c, deps.trustProxy);
    const taken = await takeAttempt(db, limitsFor('register', input.email, address));
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    const emailTaken = () => validationFailed(c, { email: ['account.errors.email_taken'] });
    const existing = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, input.email));
    if (existing.length > 0) return emailTaken();
    let passwordHash;
    try {
      passwordHash = await queue.run(() => hashPassword(input.password, params));
    } catch (err) {
      await giveBack(db, taken); // never tried (the queue was full)
      throw err;
    }
    // One transaction: a failed session insert must not leave an account behind a 500, which would
    // answer "email taken" to the retry. A failed statement aborts the transaction, so a unique
    // violation is told apart only after the rollback, from the error the transaction rethrows.
    let created;
    try {
      created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            id: randomUUID(),
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            passwordHash,
          })
          .returning();
        return { row: row!, token: await createSession(tx, row!.id) };
      });
    } catch (err) {
      if (isUniqueViolation(err)) return emailTaken(); // two registrations of one email at once
      throw err;
    }
    await giveBack(db, taken);
    return signedIn(c, created.row, created.token, 201);
  });

  app.on(login.method, login.route, noStore, async (c) => {
    const { email, password } = await bodyOf(c, login.body);
    // Refused before any hash: a flood of guesses costs a query each, not a scrypt.
    const address = clientAddress(c, deps.trustProxy);
    const taken = await takeAttempt(db, limitsFor('login', email, address));
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    const [row] = await db.select().from(customers).where(eq(customers.email, email));
    // An unknown email still pays for one scrypt, so the answer's timing does not tell which was wrong.
    // A password longer than any registration allows cannot match; it is checked against the dummy too.
    const usable = row && password.length <= MAX_PASSWORD;
    let ok;
    try {
      ok = await queue.run(() =>
        verifyPassword(
          password.slice(0, MAX_PASSWORD),
          usable ? row.passwordHash : unknownEmailHash,
        ),
      );
    } catch (err) {
      await giveBack(db, taken); // never checked (the queue was full): not a failure
      throw err;
    }
    if (!usable || !ok) return sendError(c, 401);
    await passed(db, taken); // only failures count, and this client's earlier ones are forgiven
    if (needsRehash(row.passwordHash, params)) await upgrade(row.id, row.passwordHash, password);
    await endSessionOf(c.req.header('Authorization'));
    return signedIn(c, row, await createSession(db, row.id));
  });

  /** A sign-in replaces the session the device held, if any: its old token stops working. */
  async function endSessionOf(authorization: string | undefined): Promise<void> {
    const token = bearerOf(authorization);
    if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Today's strength for a hash made weaker; skipped when the queue is full (the next sign-in will). */
  async function upgrade(id: string, old: string, password: string): Promise<void> {
    try {
      const passwordHash = await queue.run(() => hashPassword(password, params));
      // Only over the hash just checked: a reset in between wins.
      await db
        .update(customers)
        .set({ passwordHash })
        .where(and(eq(customers.id, id), eq(customers.passwordHash, old)));
    } catch (err) {
      if (!(err instanceof BusyError)) throw err;
    }
  }

  // 204 whether or not the token still named a session: signing out twice is not an error.
  app.on(logout.method, logout.route, noStore, async (c) => {
    await endSessionOf(c.req.header('Authorization'));
    return c.body(null, 204);
  });

  app.on(logoutAll.method, logoutAll.route, requireCustomer(db), async (c) => {
    await db.delete(sessions).where(eq(sessions.customerId, c.get('customer').id));
    return c.body(null, 204);
  });

  return app;
}
