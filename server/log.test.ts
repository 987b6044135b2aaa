/**
 * No secret reaches the log: a failed query's parameters (an email, a password hash) and a constraint
 * error's key values stay out, while the SQLSTATE that tells what went wrong stays in.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from './db/schema';
import { handleError } from './http/on-error';
import { createLogger, loggablePath, logRequestError } from './log';
import { makeTestApp, type TestContext } from './test/test-app';

// Unique per run: a shared TEST_DATABASE_URL keeps the customer inserted below.
const EMAIL = `secret.${Date.now()}.${process.pid}@example.com`;
const HASH = 'scrypt$16384$8$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2g';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) }, 'info');
  return { logger, text: () => lines.join(''), records: () => lines.map((l) => JSON.parse(l)) };
}

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

/** A tiny app whose one route runs `work`, answered by the app's own error handler. */
function appFailingWith(work: () => Promise<unknown>, logger: ReturnType<typeof createLogger>) {
  const app = new Hono();
  app.post('/api/auth/login', async (c) => c.json({ data: await work() }));
  app.onError(handleError(logger));
  return app;
}

describe('request failures in the log', () => {
  it('keeps a failed query’s parameters out and its SQLSTATE in', async () => {
    // A NUL cannot be stored in PostgreSQL text: the query fails with 22021 after binding the secrets.
    const work = () =>
      t.handle.db
        .select()
        .from(customers)
        .where(and(eq(customers.email, EMAIL), eq(customers.passwordHash, `${HASH}\u0000`)));
    const thrown = await work().catch((err: unknown) => err as Error);
    // The guard is only worth something if the raw error does carry the secrets.
    expect(String((thrown as Error).message)).toContain(EMAIL);

    const out = capture();
    const res = await appFailingWith(work, out.logger).request('/api/auth/login?email=x', {
      method: 'POST',
    });
    // A data exception is the client's bad input that a validator missed: 400, logged as a warning.
    expect(res.status).toBe(400);
    const text = out.text();
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain('c2VjcmV0');
    const [record] = out.records();
    expect(record).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      level: 40,
      error: { code: '22021', database: true },
    });
    expect(text).not.toContain('email=x');
  });

  it('keeps a unique violation’s key values (pg `detail`) out', async () => {
    const row = {
      id: crypto.randomUUID(),
      firstName: 'A',
      lastName: 'B',
      email: EMAIL,
      passwordHash: HASH,
    };
    await t.handle.db.insert(customers).values(row);
    const work = () =>
      t.handle.db
        .insert(customers)
        .values({ ...row, id: crypto.randomUUID() })
        .then(() => null);
    const out = capture();
    const res = await appFailingWith(work, out.logger).request('/api/auth/login', {
      method: 'POST',
    });
    expect(res.status).toBe(500);
    expect(out.text()).not.toContain(EMAIL);
    expect(out.text()).not.toContain(HASH);
    expect(out.records()[0].error).toMatchObject({ code: '23505', constraint: expect.any(String) });
  });

  it('keeps the message and stack of an error that did not come from the database', () => {
    const out = capture();
    const c = { req: { method: 'GET', path: '/x' } } as Parameters<typeof logRequestError>[0];
    logRequestError(c, new TypeError('cannot read x of undefined'), { logger: out.logger });
    expect(out.records()[0]).toMatchObject({
      level: 50,
      status: 500,
      error: { type: 'TypeError', message: 'cannot read x of undefined' },
    });
  });

  it('cuts checkout and order tokens in a logged path to their first four characters', () => {
    const token = 'Q1w2E3r4T5y6U7i8O9p0Aa';
    const out = capture();
    const c = { req: { method: 'POST', path: `/api/checkouts/${token}/complete` } } as Parameters<
      typeof logRequestError
    >[0];
    logRequestError(c, new Error('boom'), { logger: out.logger });
    expect(out.records()[0]).toMatchObject({ path: '/api/checkouts/Q1w2…/complete' });
    expect(JSON.stringify(out.records())).not.toContain(token);
    expect(loggablePath(`/api/orders/${token}/returns`)).toBe('/api/orders/Q1w2…/returns');
    expect(loggablePath(`/en/order/${token}`)).toBe('/en/order/Q1w2…');
    expect(loggablePath(`/checkout/${token}`)).toBe('/checkout/Q1w2…');
    expect(loggablePath('/en/product/classic-pullover-hoodie')).toBe(
      '/en/product/classic-pullover-hoodie',
    );
  });

  it('names a failed connection by its system code, and still not the query parameters', async () => {
    const out = capture();
    const c = { req: { method: 'GET', path: '/x' } } as Parameters<typeof logRequestError>[0];
    const refused = Object.assign(new Error('connect ECONNREFUSED /tmp/x/.s.PGSQL.5432'), {
      code: 'ECONNREFUSED',
    });
    const query = Object.assign(new Error(`Failed query: select 1\nparams: ${EMAIL}`), {
      query: 'select 1',
      params: [EMAIL],
      cause: refused,
    });
    logRequestError(c, query, { logger: out.logger });
    expect(out.records()[0].error).toMatchObject({ database: true, code: 'ECONNREFUSED' });
    expect(out.text()).not.toContain(EMAIL);
  });

  it('redacts credentials and personal data by key', () => {
    const out = capture();
    out.logger.info(
      {
        headers: { authorization: 'Bearer tok-secret', cookie: 'token=tok-secret' },
        res: { headers: { 'set-cookie': 'token=tok-secret', 'x-new-token': 'tok-secret' } },
        'set-cookie': 'tok-secret',
        body: { email: EMAIL, password: 'pw-secret', password_hash: HASH },
        token: 'tok-secret',
      },
      'hello',
    );
    const text = out.text();
    for (const secret of ['tok-secret', EMAIL, 'pw-secret', HASH])
      expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
