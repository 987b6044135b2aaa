/**
 * The safety net behind the validators: a PostgreSQL data exception (SQLSTATE class 22) that still
 * reaches the error handler is the client's bad input, so it answers 400 and logs a warning; any other
 * database error stays a 500 logged as an error.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { handleError } from './on-error';

/** What node-postgres and PGlite raise, as Drizzle wraps it. */
function queryError(code: string): DrizzleQueryError {
  const pg = Object.assign(new Error('value too long for type character varying(100)'), {
    code,
    severity: 'ERROR',
    routine: 'varchar',
  });
  return new DrizzleQueryError('select $1', ['secret@example.com'], pg);
}

async function answer(err: unknown) {
  const lines: string[] = [];
  const app = new Hono();
  app.get('/api/x', () => {
    throw err;
  });
  app.onError(handleError(createLogger({ write: (l: string) => void lines.push(l) }, 'info')));
  const res = await app.request('/api/x');
  const log = lines.map((l) => JSON.parse(l));
  return { status: res.status, body: await res.json(), log, text: lines.join('') };
}

describe('database errors in the error handler', () => {
  it('answers a data exception with 400 and the API error body, and warns', async () => {
    for (const code of ['22P02', '22021', '22001', '22003', '22008']) {
      const { status, body, log, text } = await answer(queryError(code));
      expect(status, code).toBe(400);
      expect(body, code).toEqual({ message: expect.any(String) });
      expect(log[0], code).toMatchObject({ level: 40, status: 400, error: { code } });
      expect(text, code).not.toContain('secret@example.com');
    }
  });

  it('finds the data exception on the wrapper itself too (no Drizzle around it)', async () => {
    const bare = Object.assign(new Error('invalid input syntax'), {
      code: '22P02',
      severity: 'ERROR',
    });
    expect((await answer(bare)).status).toBe(400);
  });

  it('keeps other database errors, and errors that only look like a code, a 500', async () => {
    for (const err of [
      queryError('23505'),
      queryError('42P01'),
      queryError('57014'),
      Object.assign(new Error('x'), { code: '22P02' }), // no severity: not from PostgreSQL
      new Error('boom'),
    ]) {
      const { status, body, log } = await answer(err);
      expect(status).toBe(500);
      expect(body).toEqual({ message: 'Server error' });
      expect(log[0]).toMatchObject({ level: 50, status: 500 });
    }
  });
});
