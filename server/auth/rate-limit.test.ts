/**
 * The rate limit of sign-in, register and forgot-password (issues 13 and 36), answered 429 'Too many
 * requests' with Retry-After before any password is hashed; the counts live in the database. Sign-in:
 * MAX_PER_ADDRESS failures per client address; a backoff per client on one account; and once an
 * account has MAX_PER_ACCOUNT failures, only the clients that failed on it are refused, so its owner
 * still signs in. Register and forgot-password: MAX_PER_ACCOUNT per email and MAX_PER_ADDRESS per
 * address. Behind a proxy named by TRUST_PROXY, the client is the address the proxy forwarded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema';
import { addressKey, parseTrustProxy } from '../http/client-address';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, person, send, uniqueEmail } from '../routes/account-test-client';
import { HashQueue } from './hash-queue';
import {
  FREE_FAILURES,
  MAX_PER_ACCOUNT,
  MAX_PER_ADDRESS,
  WINDOW_SECONDS,
  keysFor,
} from './rate-limit';

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
  it('lets the owner in from a client that has not failed, after 10 failures from elsewhere', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    for (let i = 0; i < MAX_PER_ACCOUNT; i++) {
      // Each from its own address: the account's count is all they fill.
      expect((await login(email, `wrong ${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    expect((await login(email, 'the right one', '198.51.100.99')).status).toBe(200);
    // A client that failed on the account is refused now, the right password too, before hashing.
    const before = hashes;
    const limited = await login(email, 'the right one', '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests' });
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retry).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(hashes).toBe(before);
    // Each further client gets one guess: a botnet's guesses are bounded by its addresses, and an
    // IPv6 client's by its /48 (a /64 is cheap: one customer may hold 65,536 of them).
    expect((await login(email, 'a guess', '198.51.100.50')).status).toBe(401);
    expect((await login(email, 'another', '198.51.100.50')).status).toBe(429);
    expect((await login(email, 'a guess', '2001:db8:7:1::1')).status).toBe(401);
    expect((await login(email, 'another', '2001:db8:7:2::1')).status).toBe(429);
    expect((await login(email, 'the right one', '2001:db8:8:1::1')).status).toBe(200);
  }, 60_000);

  it('slows one client on one account: three failures free, then waits of 1 s, 2 s, 4 s', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    const from = '198.51.100.120';
    const { client } = keysFor('login', email, from);
    // As if the newest failure were `seconds` older: the wait it set has passed.
    const waited = (seconds: number) =>
      t.handle.db.execute(
        sql`update auth_attempts set at = at - make_interval(secs => ${seconds}) where key = ${client}`,
      );
    for (let i = 0; i < FREE_FAILURES + 1; i++) {
      expect((await login(email, `typo ${i}`, from)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = hashes;
      const slowed = await login(email, 'the right one', from);
      expect(slowed.status).toBe(429);
      expect(hashes).toBe(before);
      waits.push(Number(slowed.headers.get('retry-after')));
      await waited(waits[i]!);
      expect((await login(email, `wrong again ${i}`, from)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Another client on the same account is not slowed.
    expect((await login(email, 'the right one', '198.51.100.121')).status).toBe(200);
  }, 30_000);

  it('counts only failures: right passwords in between do not count the client as failed', async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    await counted(keysFor('login', email, null).account, MAX_PER_ACCOUNT - 1);
    expect((await login(email, 'the right one')).status).toBe(200);
    expect((await login(email, 'the right one')).status).toBe(200);
    expect((await login(email, 'wrong')).status).toBe(401); // the account's tenth failure, this client's first
    expect((await login(email, 'the right one')).status).toBe(429);
    expect((await login(email, 'the right one', '192.0.2.200')).status).toBe(200);
  }, 30_000);

  it("forgives a client's failures once it signs in", async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    const from = '192.0.2.201';
    const keys = keysFor('login', email, from);
    await counted(keys.client, FREE_FAILURES + 2, 60); // its typos a minute ago: no wait left
    expect((await login(email, 'the right one', from)).status).toBe(200);
    await counted(keys.account, MAX_PER_ACCOUNT); // then others fail on the account
    expect((await login(email, 'the right one', from)).status).toBe(200);
  }, 30_000);

  it("lets a failed client in again once the account's oldest failure leaves the window", async () => {
    const { email } = await newCustomerWith(t.app, 'the right one');
    const { account, client } = keysFor('login', email, '203.0.113.7');
    await counted(client, 1, 60);
    await counted(account, 1, WINDOW_SECONDS - 30); // leaves in 30 s
    await counted(account, MAX_PER_ACCOUNT - 1, 60);
    const limited = await login(email, 'the right one');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    await t.handle.db.execute(
      sql`update auth_attempts set at = at - interval '31 seconds' where key = ${account}`,
    );
    expect((await login(email, 'the right one')).status).toBe(200);
  }, 30_000);

  it('limits one address across many emails, unknown ones included, and not other addresses', async () => {
    const from = '192.0.2.44';
    await counted(keysFor('login', 'x@example.com', from).address!, MAX_PER_ADDRESS - 1);
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

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await makeTestApp({ trustProxy: parseTrustProxy('10.0.0.0/8') });
  }, 60_000);
  afterAll(() => proxied.handle.close());

  /** A sign-in through the proxy at 10.0.0.1, which appends the address it saw to X-Forwarded-For. */
  async function loginVia(forwarded: string, email: string, password: string, app = proxied.app) {
    const res = await app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
        body: JSON.stringify({ email, password }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  }

  it("counts each forwarded client's failures: one client's flood does not stop its neighbours", async () => {
    const { email } = await newCustomerWith(proxied.app, 'the right one');
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      // A spoofed left-most entry changes nothing: the proxy's own entry is the client.
      const forwarded = `192.0.2.${i}, 203.0.113.40`;
      expect((await loginVia(forwarded, uniqueEmail(), 'a guess')).status).toBe(401);
    }
    const stopped = await loginVia('203.0.113.40', uniqueEmail(), 'a guess');
    expect(stopped.status).toBe(429);
    expect(stopped.retryAfter).toMatch(/^\d+$/);
    expect((await loginVia('203.0.113.41', email, 'the right one')).status).toBe(200);
    expect((await loginVia('203.0.113.41', uniqueEmail(), 'a guess')).status).toBe(401);
  }, 60_000);

  it('ignores X-Forwarded-For without TRUST_PROXY: the proxy is then the client', async () => {
    await counted(keysFor('login', 'x@example.com', '10.0.0.1').address!, MAX_PER_ADDRESS);
    const res = await loginVia('203.0.113.42', uniqueEmail(), 'a guess', t.app);
    expect(res.status).toBe(429);
  });
});

describe('register and forgot-password', () => {
  it('limits registrations of one email to 10 per window', async () => {
    const email = uniqueEmail();
    await counted(keysFor('register', email.toLowerCase(), null).account, MAX_PER_ACCOUNT);
    const res = await send(t.app, 'POST', '/api/auth/register', person(email));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts refused registrations only: accounts made from one address do not fill its limit', async () => {
    const from = '192.0.2.81';
    const addressKey = keysFor('register', 'x@example.com', from).address!;
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
    await counted(keysFor('register', 'x@example.com', from).address!, MAX_PER_ADDRESS);
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
    const { account, client } = keysFor('login', email, '203.0.113.7');
    await counted(account, MAX_PER_ACCOUNT);
    await counted(client, 1);
    expect((await login(email, 'correct horse')).status).toBe(429);
    expect((await send(t.app, 'POST', '/api/auth/password/forgot', { email })).status).toBe(202);
  });
});
