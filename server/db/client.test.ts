import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { log } from '../log';
import { fromPool, type DbHandle } from './client';

/** A pool on the test server's own `postgres` database (the templates must stay free to copy). */
function adminPool(): DbHandle {
  return fromPool(new pg.Pool({ ...inject('testPostgres').admin, max: 1 }), 'test');
}

/** Ends `pid`'s session from another connection, as a server stopping or an administrator would. */
async function terminate(pid: number): Promise<void> {
  const other = new pg.Client(inject('testPostgres').admin);
  await other.connect();
  try {
    await other.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await other.end();
  }
}

/** Resolves with the next error the pool reports for an idle connection. */
const nextIdleError = (pool: pg.Pool) =>
  new Promise<Error>((resolve) => pool.once('error', resolve));

describe('an idle connection the database closes', () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  });

  it('is a debug line when the server ended it (57P01), and the next query reconnects', async () => {
    handle = adminPool();
    const debug = vi.spyOn(log, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    client.release();

    const closed = nextIdleError(handle.pool);
    await terminate(rows[0]!.pid);
    expect((await closed) as Error & { code?: string }).toMatchObject({ code: '57P01' });

    expect(debug).toHaveBeenCalledWith(
      'The database closed an idle connection (stopping or restarting)',
    );
    expect(warn).not.toHaveBeenCalled();
    const again = await handle.pool.query<{ one: number }>('select 1 as one');
    expect(again.rows[0]!.one).toBe(1);
  });

  it('is a warning for any other failure', async () => {
    handle = adminPool();
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    handle.pool.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'An idle database connection failed');
  });
});
