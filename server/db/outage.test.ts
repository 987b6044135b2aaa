/**
 * The database going away under a request (issue 36): its connections ended while a request holds
 * one (a restart, a failover, an administrator's pg_terminate_backend). Before, the held connection's
 * 'error' event ended the whole process; now the request answers 503 with Retry-After and the next
 * one is served on a new connection. Also what counts as "the database is away".
 */
import pg from 'pg';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomerWith, send } from '../routes/account-test-client';
import { withDatabase } from '../test/global-setup';
import { makeTestApp, type TestContext } from '../test/test-app';
import { isDatabaseUnavailable } from './unavailable';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

/** A connection of its own to the test file's database, outside the app's pool. */
async function otherConnection(): Promise<pg.Client> {
  const { rows } = await t.handle.pool.query<{ db: string }>('select current_database() as db');
  const client = new pg.Client(withDatabase(inject('testPostgres').admin, rows[0]!.db));
  await client.connect();
  return client;
}

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !(await check());) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

describe('connections ended in the middle of a request', () => {
  it('answer 503 with Retry-After, never crash the process, and the next request is served', async () => {
    const { token, id } = await newCustomerWith(t.app);
    const lines = { lines: [] };
    const other = await otherConnection();
    try {
      // Hold the customer's row, so the cart save waits inside its transaction, on a pooled connection.
      await other.query('begin');
      await other.query('select 1 from customers where id = $1 for update', [id]);
      const saving = send(t.app, 'PUT', '/api/account/cart', lines, token);
      await until(async () => {
        const { rows } = await other.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0].n > 0;
      });
      // Every session of the app's pool ends, the waiting one among them.
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const answer = await saving;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('5');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.body).toEqual({ message: expect.stringContaining('briefly unavailable') });
      await other.query('rollback');
    } finally {
      await other.end();
    }
    const again = await send(t.app, 'PUT', '/api/account/cart', lines, token);
    expect(again.status).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  const pgError = (code: string) =>
    Object.assign(new Error('x'), { code, severity: 'FATAL' }) as Error & { code: string };

  it('is a connection the server ended or refused, or a socket that failed', () => {
    for (const err of [
      pgError('57P01'),
      pgError('57P03'),
      pgError('08006'),
      pgError('53300'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ENOENT /x/.s.PGSQL.5432'), {
        code: 'ENOENT',
        syscall: 'connect',
      }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DrizzleQueryError('select 1', [], pgError('57P01')),
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
  });

  it('is not a query the database refused, nor a missing file', () => {
    for (const err of [
      pgError('23505'),
      pgError('40P01'),
      pgError('22P02'),
      Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' }),
      new Error('boom'),
      new DrizzleQueryError('select 1', [], pgError('42P01')),
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(false);
  });
});
