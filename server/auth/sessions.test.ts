/**
 * Sessions (issue 13): a new token at every sign-in, idle and absolute expiry on the database's clock,
 * sign out (this session) and sign out everywhere, the purge of what expired, and passwords hashed at
 * N=2^14 upgraded at the next successful sign-in.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '../../contract/constants';
import { authAttempts, customers, passwordResets, sessions } from '../db/schema';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, resetTokenFor, send } from '../routes/account-test-client';
import { PASSWORD_PARAMS, hashToken, verifyPassword } from '../routes/auth-passwords';
import { purgeExpired } from './purge';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const me = (token: string) => getJson(t.app, '/api/account', { Authorization: `Bearer ${token}` });
const login = (email: string, password = 'correct horse') =>
  send(t.app, 'POST', '/api/auth/login', { email, password });
const age = (token: string, column: 'created_at' | 'last_used_at', days: number) =>
  t.handle.db.execute(
    sql`update sessions set ${sql.identifier(column)} = now() - make_interval(days => ${days})
        where token_hash = ${hashToken(token)}`,
  );

describe('sessions', () => {
  it('makes a new session at each sign-in; the others go on', async () => {
    const { token: first, email } = await newCustomerWith(t.app);
    const second = (await login(email)).body.data.token as string;
    expect(second).not.toBe(first);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect((await me(first)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    expect((await me(second)).headers.get('x-new-token')).toBeNull(); // no rotation on use
  });

  it('rotates the session a device signs in from: its old token stops working', async () => {
    const { token: old, email } = await newCustomerWith(t.app);
    const res = await send(
      t.app,
      'POST',
      '/api/auth/login',
      { email, password: 'correct horse' },
      old,
    );
    expect(res.status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(res.body.data.token)).status).toBe(200);
  });

  it(`ends after ${SESSION_IDLE_DAYS} days without use`, async () => {
    const { token } = await newCustomerWith(t.app);
    await age(token, 'last_used_at', SESSION_IDLE_DAYS - 1);
    expect((await me(token)).status).toBe(200); // and the use renews it
    await age(token, 'last_used_at', SESSION_IDLE_DAYS + 1);
    const gone = await me(token);
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ message: 'Authentication required' });
  });

  it('counts its last use, written at most hourly', async () => {
    const { token } = await newCustomerWith(t.app);
    const lastUsed = async () =>
      (
        await t.handle.db
          .select({ at: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.at.getTime();
    await age(token, 'last_used_at', 1);
    const before = await lastUsed();
    await me(token);
    const touched = await lastUsed();
    expect(touched - before).toBeGreaterThan(23 * 3600_000);
    await me(token);
    expect(await lastUsed()).toBe(touched); // within the hour: not written again
  });

  it(`ends ${SESSION_MAX_DAYS} days after sign-in, however often used`, async () => {
    const { token } = await newCustomerWith(t.app);
    await age(token, 'created_at', SESSION_MAX_DAYS + 1);
    expect((await me(token)).status).toBe(401);
  });

  it('signs out this session only; sign out everywhere ends them all', async () => {
    const { token: a, email } = await newCustomerWith(t.app);
    const b = (await login(email)).body.data.token as string;
    const c = (await login(email)).body.data.token as string;
    expect((await send(t.app, 'POST', '/api/auth/logout', undefined, a)).status).toBe(204);
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    const all = await send(t.app, 'POST', '/api/auth/logout-all', undefined, b);
    expect(all.status).toBe(204);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect((await me(b)).status).toBe(401);
    expect((await me(c)).status).toBe(401);
    expect((await send(t.app, 'POST', '/api/auth/logout-all', undefined, b)).status).toBe(401);
  });

  it("signs out everywhere for one customer only, not another's sessions", async () => {
    const a = await newCustomerWith(t.app);
    const b = await newCustomerWith(t.app);
    await send(t.app, 'POST', '/api/auth/logout-all', undefined, a.token);
    expect((await me(b.token)).status).toBe(200);
  });
});

describe('purge', () => {
  it('deletes expired sessions, dead reset links and old attempts, and keeps the live ones', async () => {
    const live = await newCustomerWith(t.app);
    const idle = await newCustomerWith(t.app);
    const old = await newCustomerWith(t.app);
    await age(idle.token, 'last_used_at', SESSION_IDLE_DAYS + 1);
    await age(old.token, 'created_at', SESSION_MAX_DAYS + 1);
    const liveLink = await resetTokenFor(t.handle.db, live.id);
    await resetTokenFor(t.handle.db, live.id, -1); // expired a minute ago
    await t.handle.db
      .insert(authAttempts)
      .values([
        { key: 'purge:test:old', at: sql`now() - interval '16 minutes'` },
        { key: 'purge:test:new' },
      ]);
    const purged = await purgeExpired(t.handle.db);
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(purged.resets).toBeGreaterThanOrEqual(1);
    expect(purged.attempts).toBeGreaterThanOrEqual(1);
    const left = await t.handle.db
      .select({ id: sessions.customerId })
      .from(sessions)
      .where(sql`${sessions.customerId} in (${live.id}, ${idle.id}, ${old.id})`);
    expect(left.map((r) => r.id)).toEqual([live.id]);
    const links = await t.handle.db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.customerId, live.id));
    expect(links.map((l) => l.hash)).toEqual([hashToken(liveLink)]);
    const keys = await t.handle.db
      .select({ key: authAttempts.key })
      .from(authAttempts)
      .where(sql`${authAttempts.key} like 'purge:test:%'`);
    expect(keys.map((k) => k.key)).toEqual(['purge:test:new']);
  });
});

describe('password strength', () => {
  // The server's own cost: the other tests hash at TEST_PASSWORD_PARAMS (server/test/test-app.ts).
  let strong: TestContext;
  beforeAll(async () => {
    strong = await makeTestApp({ passwordParams: PASSWORD_PARAMS });
  }, 60_000);
  afterAll(() => strong.handle.close());
  const strongLogin = (email: string, password: string) =>
    send(strong.app, 'POST', '/api/auth/login', { email, password });

  /** A hash as the server made them before issue 13: N=2^14. */
  const oldHash = (password: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 2 ** 14, r: 8, p: 1 });
    return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  };

  it('hashes new passwords at N=2^17, r=8, p=1', async () => {
    const { id } = await newCustomerWith(strong.app, 'strong enough');
    const [row] = await strong.handle.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('takes an N=2^14 hash and stores one at N=2^17 at the next successful sign-in', async () => {
    const { id, email } = await newCustomerWith(strong.app);
    const weak = oldHash('an old password');
    await strong.handle.db
      .update(customers)
      .set({ passwordHash: weak })
      .where(eq(customers.id, id));
    const stored = async () =>
      (await strong.handle.db.select().from(customers).where(eq(customers.id, id)))[0]!
        .passwordHash;
    expect((await strongLogin(email, 'not the password')).status).toBe(401);
    expect(await stored()).toBe(weak); // a failure changes nothing
    expect((await strongLogin(email, 'an old password')).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('an old password', upgraded)).toBe(true);
    expect((await strongLogin(email, 'an old password')).status).toBe(200);
  }, 30_000);

  it("hashes at the server's own parameters, and never rewrites a stronger hash down to them", async () => {
    const { id, email } = await newCustomerWith(t.app, 'cheap enough'); // TEST_PASSWORD_PARAMS
    const row = async () =>
      (await t.handle.db.select().from(customers).where(eq(customers.id, id)))[0]!.passwordHash;
    expect(await row()).toMatch(/^scrypt\$4096\$8\$1\$/);
    const stronger = (await newCustomerWith(strong.app, 'cheap enough')).id;
    const [strongRow] = await strong.handle.db
      .select()
      .from(customers)
      .where(eq(customers.id, stronger));
    await t.handle.db
      .update(customers)
      .set({ passwordHash: strongRow!.passwordHash })
      .where(eq(customers.id, id));
    expect((await login(email, 'cheap enough')).status).toBe(200);
    expect(await row()).toBe(strongRow!.passwordHash);
  }, 30_000);

  it('refuses stored parameters no server writes (a corrupt row cannot ask for gigabytes)', async () => {
    const huge = `scrypt$${2 ** 24}$8$1$${randomBytes(16).toString('base64url')}$${randomBytes(64).toString('base64url')}`;
    expect(await verifyPassword('x', huge)).toBe(false);
  });
});
