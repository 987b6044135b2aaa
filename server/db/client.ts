/**
 * Opens the database, always PostgreSQL through one driver (node-postgres) and one code path: the
 * embedded server this process runs in DATA_DIR/postgres (one machine, zero setup), or the server
 * DATABASE_URL names (a managed PostgreSQL that several replicas share).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { safeErrorFields } from '../error-fields';
import { log } from '../log';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded/embedded-postgres';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Ten connections: enough to keep two cores busy, far below PostgreSQL's default limit of 100. */
const POOL_SIZE = 10;

export interface DbHandle {
  db: Db;
  /** For work that needs one connection throughout (the migration lock). */
  pool: pg.Pool;
  /** Where the data lives, for the start-up banner (no credentials). */
  describe: string;
  /** Closes the pool, then stops the embedded server if this process runs one. */
  close(): Promise<void>;
}

/**
 * PostgreSQL's admin_shutdown: the server ended the session on purpose (it is stopping or restarting,
 * or an administrator ended it). A terminal's Ctrl-C, and Playwright's stop, signal the embedded server
 * along with this process, so a stop of `npm start` often ended its idle connections this way.
 */
const ADMIN_SHUTDOWN = '57P01';

export function fromPool(pool: pg.Pool, describe: string, stop?: () => Promise<void>): DbHandle {
  // A connection the server drops while idle (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (err) => {
    // One line per connection on every stop would only add noise; a database that stays down shows
    // in the failed queries that follow.
    if ((err as { code?: unknown }).code === ADMIN_SHUTDOWN)
      log.debug('The database closed an idle connection (stopping or restarting)');
    else log.warn({ error: safeErrorFields(err) }, 'An idle database connection failed');
  });
  return {
    db: drizzle(pool) as unknown as Db,
    pool,
    describe,
    async close() {
      await pool.end();
      await stop?.();
    },
  };
}

export function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

export async function openDb(
  opts: { databaseUrl: string } | ({ dataDir: string } & EmbeddedOptions),
): Promise<DbHandle> {
  if ('databaseUrl' in opts) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: POOL_SIZE });
    return fromPool(pool, describeUrl(opts.databaseUrl));
  }
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts);
  const pool = new pg.Pool({ ...embedded.connection, max: POOL_SIZE });
  return fromPool(pool, `embedded PostgreSQL in ${embedded.dir}`, embedded.stop);
}
