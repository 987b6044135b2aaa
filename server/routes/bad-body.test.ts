/**
 * Hostile JSON bodies on every route that reads one: NUL and control characters in any string (or
 * key), over-long values, and values of the wrong type answer 422 with `errors` keyed by field path, or
 * 400/413 for a body that is no JSON object, never a 500. A NUL in an email used to reach PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer, person, send } from './account-test-client';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await newCustomer(t.app);
}, 60_000);
afterAll(() => t.handle.close());

const register = (body: unknown) => send(t.app, 'POST', '/api/auth/register', body);
const login = (body: unknown) => send(t.app, 'POST', '/api/auth/login', body);
const putCart = (body: unknown) => send(t.app, 'PUT', '/api/account/cart', body, token);
const putWishlist = (body: unknown) => send(t.app, 'PUT', '/api/account/wishlist', body, token);

type Res = Awaited<ReturnType<typeof send>>;

function expectFieldError(res: Res, field: string, id: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.message).toBe('Validation error');
  expect(res.body.errors[field], JSON.stringify(res.body.errors)).toContain(id);
}

const INVALID = 'account.errors.invalid';

describe('control characters in bodies', () => {
  it('a NUL in any field of register or login is a 422 on that field', async () => {
    for (const field of ['first_name', 'last_name', 'email', 'password', 'password_confirmation']) {
      const body: Record<string, string> = person();
      body[field] = `${body[field]}\u0000`;
      expectFieldError(await register(body), field, INVALID);
    }
    const { email, password } = person();
    expectFieldError(await login({ email: `a\u0000${email}`, password }), 'email', INVALID);
    expectFieldError(await login({ email, password: `${password}\u0000` }), 'password', INVALID);
  });

  it('a NUL inside the cart or wishlist lists names the item', async () => {
    expectFieldError(
      await putCart({
        lines: [
          { variant_id: '1', quantity: 1 },
          { variant_id: '2\u0000', quantity: 1 },
        ],
      }),
      'lines.1.variant_id',
      INVALID,
    );
    expectFieldError(
      await putWishlist({ product_ids: ['1', '\u00002'] }),
      'product_ids.1',
      INVALID,
    );
  });

  it('a NUL in a key, in a field no route reads, or deep inside is a 422 too', async () => {
    expectFieldError(await register({ ...person(), 'x\u0000': 1 }), 'x?', INVALID);
    expectFieldError(await register({ ...person(), note: 'hi\u0000' }), 'note', INVALID);
    expectFieldError(await login({ ...person(), a: { b: [{ c: '\u0000' }] } }), 'a.b.0.c', INVALID);
  });

  it('a lone surrogate, which would be stored as U+FFFD, is a 422; a pair is an emoji', async () => {
    expectFieldError(
      await register({ ...person(), first_name: 'Lan\ud800' }),
      'first_name',
      INVALID,
    );
    expectFieldError(await register({ ...person(), last_name: '\udfffx' }), 'last_name', INVALID);
    expect((await register({ ...person(), first_name: 'Lan \ud83d\ude00' })).status).toBe(201);
  });

  it('other control characters are a 422; a name is one line', async () => {
    for (const ch of ['\u0001', '\u001b', '\u007f', '\n', '\t']) {
      expectFieldError(
        await register({ ...person(), first_name: `Lan${ch}x` }),
        'first_name',
        INVALID,
      );
    }
    expectFieldError(
      await login({ email: 'a\u0007@example.com', password: 'x' }),
      'email',
      INVALID,
    );
  });
});

describe('over-long values in bodies', () => {
  it('names over 100, emails over 254 and passwords over 200 characters are a 422', async () => {
    expectFieldError(
      await register({ ...person(), first_name: 'x'.repeat(101) }),
      'first_name',
      'account.errors.too_long',
    );
    expectFieldError(
      await register({ ...person(), last_name: 'x'.repeat(5000) }),
      'last_name',
      'account.errors.too_long',
    );
    const longEmail = `${'x'.repeat(250)}@example.com`;
    expectFieldError(await register(person(longEmail)), 'email', 'account.errors.email_invalid');
    expectFieldError(
      await login({ email: longEmail, password: 'x' }),
      'email',
      'account.errors.email_invalid',
    );
    expectFieldError(
      await register(person(undefined, 'p'.repeat(201))),
      'password',
      'account.errors.too_long',
    );
    // Login answers a too-long password like any wrong one, without hashing all of it.
    expect((await login({ email: 'a@example.com', password: 'p'.repeat(20_000) })).status).toBe(
      401,
    );
  });

  it('more than 100 cart lines or 200 wishlist ids is a 422', async () => {
    const lines = Array.from({ length: 101 }, (_, i) => ({
      variant_id: String(i + 1),
      quantity: 1,
    }));
    expectFieldError(await putCart({ lines }), 'lines', 'account.errors.too_many');
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expectFieldError(
      await putWishlist({ product_ids: ids }),
      'product_ids',
      'account.errors.too_many',
    );
  });

  it('a body over 64 KiB is a 413', async () => {
    const res = await register({ ...person(), first_name: 'x'.repeat(70_000) });
    expect(res.status).toBe(413);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('values of the wrong type in bodies', () => {
  it('register and login fields that are not strings are a 422 on that field', async () => {
    for (const value of [5, ['Lan'], { a: 1 }, true]) {
      expectFieldError(await register({ ...person(), first_name: value }), 'first_name', INVALID);
      expectFieldError(await register({ ...person(), last_name: value }), 'last_name', INVALID);
      expectFieldError(
        await register({ ...person(), email: value }),
        'email',
        'account.errors.email_invalid',
      );
      expectFieldError(await register({ ...person(), password: value }), 'password', INVALID);
      expectFieldError(
        await login({ email: value, password: 'x' }),
        'email',
        'account.errors.email_invalid',
      );
      expectFieldError(
        await login({ email: 'a@example.com', password: value }),
        'password',
        INVALID,
      );
    }
    expectFieldError(
      await register({ ...person(), password_confirmation: 12345678, password: '12345678' }),
      'password_confirmation',
      'account.errors.password_mismatch',
    );
  });

  it('quantities that are not whole numbers from 1 to 99 are a 422', async () => {
    for (const quantity of [0, -1, 1.5, 100, 1e300, '2', null, true, [1], { n: 1 }]) {
      expectFieldError(
        await putCart({ lines: [{ variant_id: '1', quantity }] }),
        'lines.0.quantity',
        'account.errors.quantity_range',
      );
    }
  });

  it('ids that are not positive whole numbers are a 422', async () => {
    for (const id of [-1, 0, 1.5, 1e20, '1e3', ' 1', '0x1', '', null, true, [1], { id: 1 }]) {
      expectFieldError(
        await putCart({ lines: [{ variant_id: id, quantity: 1 }] }),
        'lines.0.variant_id',
        INVALID,
      );
      expectFieldError(await putWishlist({ product_ids: [id] }), 'product_ids.0', INVALID);
    }
  });

  it('lists that are not lists are a 422', async () => {
    for (const value of ['1', 1, { 0: '1' }, null]) {
      expectFieldError(await putCart({ lines: value }), 'lines', INVALID);
      expectFieldError(await putWishlist({ product_ids: value }), 'product_ids', INVALID);
    }
    expectFieldError(await putCart({ lines: ['x', 5] }), 'lines.0.variant_id', INVALID);
  });

  it('a body that is not a JSON object is a 400, and nesting deeper than any stack is no 500', async () => {
    for (const body of [[], 'x', 5, null]) expect((await register(body)).status).toBe(400);
    const deep = `{"first_name":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const res = await t.app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBe(422);
    const raw = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": "a@example.com", "password": "x',
    });
    expect(raw.status).toBe(400);
  });
});
