/**
 * Register, login, logout. Not built here (the accounts issue): rate limits on login and register,
 * password reset, the account screens. Every answer is no-store: it carries a token.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import { MAX_PASSWORD } from '../../contract/api/limits';
import type { AuthResult } from '../../contract/types';
import type { AppDeps } from '../deps';
import { customers, sessions } from '../db/schema';
import { noStore } from '../http/cache';
import { sendError } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { bodyOf } from '../http/validate';
import { customerOf, bearerOf, createSession } from './account-session';
import { DUMMY_HASH, hashPassword, hashToken, verifyPassword } from './auth-passwords';

const { register, login, logout } = endpoints;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function authRoutes(deps: AppDeps): Hono {
  const app = new Hono();

  app.on(register.method, register.route, noStore, async (c) => {
    const input = await bodyOf(c, register.body);
    const taken = () => validationFailed(c, { email: ['account.errors.email_taken'] });
    const existing = await deps.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, input.email));
    if (existing.length > 0) return taken();
    const passwordHash = await hashPassword(input.password);
    // One transaction: a failed session insert must not leave an account behind a 500, which would
    // answer "email taken" to the retry. A failed statement aborts the transaction, so a unique
    // violation is told apart only after the rollback, from the error the transaction rethrows.
    let created;
    try {
      created = await deps.db.transaction(async (tx) => {
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
      if (isUniqueViolation(err)) return taken(); // two registrations of one email at once
      throw err;
    }
    const { row, token } = created;
    return c.json({ data: { customer: customerOf(row), token } satisfies AuthResult }, 201);
  });

  app.on(login.method, login.route, noStore, async (c) => {
    const { email, password } = await bodyOf(c, login.body);
    const [row] = await deps.db.select().from(customers).where(eq(customers.email, email));
    // An unknown email still pays for one scrypt, so the answer's timing does not tell which was wrong.
    // A password longer than any registration allows cannot match; it is checked against the dummy too.
    const usable = row && password.length <= MAX_PASSWORD;
    const ok = await verifyPassword(
      password.slice(0, MAX_PASSWORD),
      usable ? row.passwordHash : DUMMY_HASH,
    );
    if (!usable || !ok) return sendError(c, 401);
    const token = await createSession(deps.db, row.id);
    return c.json({ data: { customer: customerOf(row), token } satisfies AuthResult });
  });

  // 204 whether or not the token still named a session: signing out twice is not an error.
  app.on(logout.method, logout.route, noStore, async (c) => {
    const token = bearerOf(c.req.header('Authorization'));
    if (token) await deps.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    return c.body(null, 204);
  });

  return app;
}
