import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, sessions } from '../db/schema';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { person, send, uniqueEmail } from './account-test-client';
import type * as Passwords from './auth-passwords';
import { hashPassword, verifyPassword } from './auth-passwords';

// The real check, counted: which hash each login paid for.
vi.mock('./auth-passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const post = (app: TestContext['app'], path: string, body: unknown, token?: string) =>
  send(app, 'POST', path, body, token);

describe('POST /api/auth/register', () => {
  it('answers 201 with the customer (email lower-cased) and a working 43-character token', async () => {
    const email = uniqueEmail();
    const { status, body, headers } = await post(t.app, '/api/auth/register', person(email));
    expect(status).toBe(201);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data.customer).toEqual({
      id: expect.any(String),
      first_name: 'Lan',
      last_name: 'Nguyễn',
      email: email.toLowerCase(),
      phone: null,
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cart = await getJson(t.app, '/api/account/cart', {
      Authorization: `Bearer ${body.data.token}`,
    });
    expect(cart.status).toBe(200);
  });

  it('keeps only the SHA-256 of the token and an scrypt hash of the password', async () => {
    const email = uniqueEmail();
    const { body } = await post(t.app, '/api/auth/register', person(email, 'secret-pass-1'));
    const [row] = await t.handle.db
      .select()
      .from(customers)
      .where(eq(customers.email, email.toLowerCase()));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('secret-pass-1');
    const stored = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.tokenHash).not.toBe(body.data.token);
  });

  it('answers 422 naming every bad field with message ids', async () => {
    const { status, body } = await post(t.app, '/api/auth/register', {
      first_name: ' ',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'Validation error',
      errors: {
        first_name: ['account.errors.first_name_required'],
        last_name: ['account.errors.last_name_required'],
        email: ['account.errors.email_invalid'],
        password: ['account.errors.password_too_short'],
        password_confirmation: ['account.errors.password_mismatch'],
      },
    });
  });

  it('requires the email and the password', async () => {
    const { status, body } = await post(t.app, '/api/auth/register', {
      ...person(''),
      password: '',
    });
    expect(status).toBe(422);
    expect(body.errors.email).toEqual(['account.errors.email_required']);
    expect(body.errors.password).toEqual(['account.errors.password_required']);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await post(t.app, '/api/auth/register', person(email))).status).toBe(201);
    const again = await post(t.app, '/api/auth/register', person(email.toUpperCase()));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['account.errors.email_taken'] });
  });

  it('answers 415 without a JSON content type and 400 for a body that is not an object', async () => {
    const res = await t.app.request('/api/auth/register', { method: 'POST', body: '{}' });
    expect(res.status).toBe(415);
    expect((await post(t.app, '/api/auth/register', [1, 2])).status).toBe(400);
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('signs in with the right pair (any email case) and gives a new token each time', async () => {
    const email = uniqueEmail();
    const first = (await post(t.app, '/api/auth/register', person(email, 'pass-word-9'))).body.data
      .token;
    const { status, body } = await post(t.app, '/api/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'pass-word-9',
    });
    expect(status).toBe(200);
    expect(body.data.customer.email).toBe(email.toLowerCase());
    expect(body.data.token).not.toBe(first);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await post(t.app, '/api/auth/register', person(email, 'pass-word-9'));
    const wrong = await post(t.app, '/api/auth/login', { email, password: 'pass-word-0' });
    const unknown = await post(t.app, '/api/auth/login', {
      email: uniqueEmail(),
      password: 'pass-word-9',
    });
    const tooLong = await post(t.app, '/api/auth/login', {
      email,
      password: 'pass-word-9'.padEnd(300, 'x'),
    });
    for (const r of [wrong, unknown, tooLong]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: 'Authentication required' });
    }
  });

  it('makes an unknown email pay one hash of the same cost as a wrong password', async () => {
    // Checked by what is hashed, not by the clock: at the tests' low scrypt cost (milliseconds) the
    // database's own time swamped the hash's, and a timing comparison failed on a busy CI machine.
    const email = uniqueEmail();
    await post(t.app, '/api/auth/register', person(email, 'pass-word-9'));
    const checked = vi.mocked(verifyPassword);
    const hashPaidFor = async (body: object) => {
      checked.mockClear();
      expect((await post(t.app, '/api/auth/login', body)).status).toBe(401);
      expect(checked).toHaveBeenCalledOnce();
      return checked.mock.calls[0]![1];
    };
    const wrong = await hashPaidFor({ email, password: 'wrong one' });
    const unknown = await hashPaidFor({ email: uniqueEmail(), password: 'pass-word-9' });
    const [stored] = await t.handle.db
      .select()
      .from(customers)
      .where(eq(customers.email, email.toLowerCase()));
    expect(wrong).toBe(stored!.passwordHash);
    expect(unknown).not.toBe(wrong);
    // scrypt$N$r$p$salt$hash: the same N, r and p, so the same time.
    const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(cost(unknown)).toBe(cost(wrong));
  });

  it('answers 422 for a login without email or password', async () => {
    const { status, body } = await post(t.app, '/api/auth/login', {});
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('logout answers 204 and the token stops working; a second logout is 204 too', async () => {
    const token = (await post(t.app, '/api/auth/register', person())).body.data.token;
    const auth = { Authorization: `Bearer ${token}` };
    expect((await getJson(t.app, '/api/account/cart', auth)).status).toBe(200);
    expect((await post(t.app, '/api/auth/logout', {}, token)).status).toBe(204);
    expect((await getJson(t.app, '/api/account/cart', auth)).status).toBe(401);
    expect((await post(t.app, '/api/auth/logout', {}, token)).status).toBe(204);
  });
});

describe('passwords', () => {
  it('verifies only the password that was hashed, with a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('Mật khẩu 1'), await hashPassword('Mật khẩu 1')];
    expect(a).not.toBe(b);
    expect(await verifyPassword('Mật khẩu 1', a)).toBe(true);
    expect(await verifyPassword('Mật khẩu 2', a)).toBe(false);
    expect(await verifyPassword('Mật khẩu 1', 'garbage')).toBe(false);
  });
});
