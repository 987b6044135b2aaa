/**
 * The rate limit of sign-in, register and forgot-password (issue 13): at most 10 failures per 15
 * minutes per account, and MAX_PER_ADDRESS per client address, answered 429 'Too many requests' with
 * Retry-After, before any password is hashed; the counts live in the database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema';
import { addressKey } from '../http/client-address';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, person, send, uniqueEmail } from '../routes/account-test-client';
import { HashQueue } from './hash-queue';
import { MAX_PER_ACCOUNT, MAX_PER_ADDRESS, WINDOW_SECONDS, limitsFor } from './rate-limit';

let t: TestContext;
// Counts the hashes the routes ask for: the limit must answer before any.
let hashes = 0;
class CountingQueue extends HashQueue {
  override run<T>(job: () => Promise<T>): Promise<T> {
    hashes++;
    return super.run(job);
  }
}
beforeAll(async () => {
  t = await makeTestApp({ hashQueue: new CountingQueue({ concurrency: 2, maxWaiting: 32 }) });
}, 60_000);
afterAll(() => t.handle.close());

const login = (email: string, password: string, from = '203.0.113.7') =>
  send(t.app, 'POST', '/api/auth/login', { email, password }, undefined, from);

/** Fills a limit's window as if `n` attempts had been counted `agoSeconds` ago. */
async function counted(key: string, n: number, agoSeconds = 0) {
  await t.handle.db.insert(authAttempts).values(
    Array.from({ length: n }, () => ({
      key,
      at: sql`now() - make_interval(secs => ${agoSeconds})`,
    })),
  );
}

describe('sign-in', () => {
  it('answers the 11th failure on one account 429 with Retry-After, before hashing', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    for (let i = 0; i < MAX_PER_ACCOUNT; i++) {
      // Each from its own address: the account's count is what stops the 11th.
      expect((await login(email, `wrong ${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const before = hashes;
    const limited = await login(email, 'the right one', '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests' });
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retry).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(hashes).toBe(before);
  }, 60_000);

  it('counts only failures: right passwords in between do not fill the window', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    const key = limitsFor('login', email, null)[0]!.key;
    await counted(key, MAX_PER_ACCOUNT - 1);
    expect((await login(email, 'the right one')).status).toBe(200);
    expect((await login(email, 'the right one')).status).toBe(200);
    expect((await login(email, 'wrong')).status).toBe(401); // the tenth failure
    expect((await login(email, 'the right one')).status).toBe(429);
  }, 30_000);

  it('lets the account in again once the oldest failure leaves the 15-minute window', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    const key = limitsFor('login', email, null)[0]!.key;
    await counted(key, 1, WINDOW_SECONDS - 30); // leaves in 30 s
    await counted(key, MAX_PER_ACCOUNT - 1, 60);
    const limited = await login(email, 'the right one');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    await t.handle.db.execute(
      sql`update auth_attempts set at = at - interval '31 seconds' where key = ${key}`,
    );
    expect((await login(email, 'the right one')).status).toBe(200);
  }, 30_000);

  it('limits one address across many emails, unknown ones included, and not other addresses', async () => {
    const from = '192.0.2.44';
    await counted(limitsFor('login', 'x@example.com', from)[1]!.key, MAX_PER_ADDRESS - 1);
    const email = uniqueEmail().toLowerCase();
    expect((await login(email, 'whatever', from)).status).toBe(401); // unknown: a failure too
    const before = hashes;
    const limited = await login(uniqueEmail(), 'whatever', from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(hashes).toBe(before);
    expect((await login(uniqueEmail(), 'whatever', '192.0.2.45')).status).toBe(401);
  }, 30_000);

  it('counts an IPv6 client per /64 and an IPv4-mapped one as its IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('register and forgot-password', () => {
  it('limits registrations of one email to 10 per window', async () => {
    const email = uniqueEmail();
    await counted(limitsFor('register', email.toLowerCase(), null)[0]!.key, MAX_PER_ACCOUNT);
    const res = await send(t.app, 'POST', '/api/auth/register', person(email));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts refused registrations only: accounts made from one address do not fill its limit', async () => {
    const from = '192.0.2.81';
    const addressKey = limitsFor('register', 'x@example.com', from)[1]!.key;
    const taken = person();
    expect((await send(t.app, 'POST', '/api/auth/register', taken, undefined, from)).status).toBe(
      201,
    );
    expect(
      (await send(t.app, 'POST', '/api/auth/register', person(), undefined, from)).status,
    ).toBe(201);
    expect((await send(t.app, 'POST', '/api/auth/register', taken, undefined, from)).status).toBe(
      422,
    );
    const rows = await t.handle.db
      .select()
      .from(authAttempts)
      .where(sql`${authAttempts.key} = ${addressKey}`);
    expect(rows).toHaveLength(1);
  }, 30_000);

  it('limits registrations from one address', async () => {
    const from = '192.0.2.80';
    await counted(limitsFor('register', 'x@example.com', from)[1]!.key, MAX_PER_ADDRESS);
    const res = await send(t.app, 'POST', '/api/auth/register', person(), undefined, from);
    expect(res.status).toBe(429);
  });

  it('answers the 11th reset request for one email 429, known or not', async () => {
    const { email } = await newCustomerWith(t.app);
    for (const address of [email, uniqueEmail().toLowerCase()]) {
      for (let i = 0; i < MAX_PER_ACCOUNT; i++) {
        const res = await send(t.app, 'POST', '/api/auth/password/forgot', { email: address });
        expect(res.status).toBe(202);
      }
      const limited = await send(t.app, 'POST', '/api/auth/password/forgot', { email: address });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many requests' });
    }
  }, 30_000);

  it('keeps separate counts per action: failed sign-ins do not block a reset request', async () => {
    const { email } = await newCustomerWith(t.app);
    await counted(limitsFor('login', email, null)[0]!.key, MAX_PER_ACCOUNT);
    expect((await login(email, 'correct horse')).status).toBe(429);
    expect((await send(t.app, 'POST', '/api/auth/password/forgot', { email })).status).toBe(202);
  });
});
