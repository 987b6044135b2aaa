/**
 * The signed-in customer's own account: read, change names and phone, delete, change the password.
 * Deleting removes the customer row; the database cascades it to sessions, reset links, addresses,
 * the cart and the wishlist, and detaches orders and checkouts (customer_id set null): the shop keeps
 * its orders, and each is still reachable by its own token link.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../contract/api/endpoints';
import type { AppDeps } from '../deps';
import { signedIn, tooManyAttempts } from '../auth/answers';
import { sharedHashQueue } from '../auth/hash-queue';
import { giveBack, limitsFor, passed, takeAttempt } from '../auth/rate-limit';
import { customers, passwordResets, sessions } from '../db/schema';
import { clientAddress } from '../http/client-address';
import { validationFailed } from '../http/field-errors';
import { bodyOf } from '../http/validate';
import { createSession, customerOf, requireCustomer, type AccountEnv } from './account-session';
import { PASSWORD_PARAMS, hashPassword, verifyPassword } from './auth-passwords';

const { account, saveAccount, deleteAccount, changePassword } = endpoints;

export function accountDetailRoutes(deps: AppDeps): Hono<AccountEnv> {
  const { db } = deps;
  const queue = deps.hashQueue ?? sharedHashQueue;
  const params = deps.passwordParams ?? PASSWORD_PARAMS;
  const app = new Hono<AccountEnv>();
  const signedInOnly = requireCustomer(db);

  app.on(account.method, account.route, signedInOnly, (c) =>
    c.json({ data: customerOf(c.get('customer')) }),
  );

  app.on(saveAccount.method, saveAccount.route, signedInOnly, async (c) => {
    const body = await bodyOf(c, saveAccount.body);
    const set = {
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.last_name !== undefined && { lastName: body.last_name }),
      ...(body.phone !== undefined && { phone: body.phone }),
    };
    const id = c.get('customer').id;
    const [row] =
      Object.keys(set).length > 0
        ? await db.update(customers).set(set).where(eq(customers.id, id)).returning()
        : [c.get('customer')];
    return c.json({ data: customerOf(row!) });
  });

  app.on(deleteAccount.method, deleteAccount.route, signedInOnly, async (c) => {
    await db.delete(customers).where(eq(customers.id, c.get('customer').id));
    return c.body(null, 204);
  });

  // The current password's failures count with sign-in's, under its rules: a stolen token guesses no
  // faster than a login.
  app.on(changePassword.method, changePassword.route, signedInOnly, async (c) => {
    const { current_password, password } = await bodyOf(c, changePassword.body);
    const me = c.get('customer');
    const address = clientAddress(c, deps.trustProxy);
    const taken = await takeAttempt(db, limitsFor('login', me.email, address));
    if (!taken.ok) return tooManyAttempts(c, taken.retryAfter);
    let ok;
    try {
      ok = await queue.run(() => verifyPassword(current_password, me.passwordHash));
    } catch (err) {
      await giveBack(db, taken);
      throw err;
    }
    if (!ok) return validationFailed(c, { current_password: ['account.errors.password_wrong'] });
    await passed(db, taken);
    const passwordHash = await queue.run(() => hashPassword(password, params));
    const done = await db.transaction(async (tx) => {
      // Over the hash just checked only: a change or reset in between wins, and this one fails.
      const [row] = await tx
        .update(customers)
        .set({ passwordHash })
        .where(and(eq(customers.id, me.id), eq(customers.passwordHash, me.passwordHash)))
        .returning();
      if (!row) return null;
      await tx.delete(sessions).where(eq(sessions.customerId, me.id));
      await tx.delete(passwordResets).where(eq(passwordResets.customerId, me.id));
      return { row, token: await createSession(tx, me.id) };
    });
    if (!done) return validationFailed(c, { current_password: ['account.errors.password_wrong'] });
    return signedIn(c, done.row, done.token);
  });

  return app;
}
