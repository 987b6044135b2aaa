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

/**
 * The bounds of the requests' pool, so that no request waits long on a database that went away or
 * stopped answering (it is answered 503 instead, http/on-error.ts):
 * - a connection, or a turn at one when all ten are busy, within 5 s;
 * - a statement within 15 s on the server's side (a lock wait counts), and an answer within 20 s on
 *   ours (a server cut off by the network cannot cancel anything: only our side can stop waiting);
 * - TCP keepalive, so a connection to a machine that vanished is found dead, not kept forever.
 * Migrations and the first seed run on a pool of their own without them (openSetupPool): building an
 * index or seeding 100,000 products may rightly take longer.
 */
export const REQUEST_BOUNDS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

export interface DbHandle {
  db: Db;
  /** For work that needs one connection throughout (the migration lock). */
  pool: pg.Pool;
  /** Where the database is, without the pool's bounds: for openSetupPool. */
  connection: pg.PoolConfig;
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
  // A connection that fails while a request holds it (the server restarts, fails over, or ends the
  // session) emits 'error' on its client, and pg-pool listens only while the client is idle: without
  // a listener of our own that event ended the process (issue 36). The request's query fails with the
  // same error, which is what tells the request; the pool discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', ignoreHeldClientError));
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
    connection: connectionOf(pool),
    describe,
    async close() {
      await pool.end();
      await stop?.();
    },
  };
}

function ignoreHeldClientError(err: Error): void {
  log.debug({ error: safeErrorFields(err) }, 'A database connection in use failed');
}

/** The connection settings a pool was made with, less its own bounds and size. */
function connectionOf(pool: pg.Pool): pg.PoolConfig {
  const rest: Record<string, unknown> = { ...pool.options };
  for (const key of ['max', ...Object.keys(REQUEST_BOUNDS)]) delete rest[key];
  return rest as pg.PoolConfig;
}

/**
 * A pool for the start's own work (migrations, the first seed) with none of the requests' bounds;
 * the caller closes it once done.
 */
export function openSetupPool(handle: DbHandle): DbHandle {
  return fromPool(new pg.Pool({ ...handle.connection, max: 2 }), handle.describe);
}

export function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

export async function openDb(
  opts: { databaseUrl: string } | ({ dataDir: string } & EmbeddedOptions),
): Promise<DbHandle> {
  if ('databaseUrl' in opts) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: POOL_SIZE,
      ...REQUEST_BOUNDS,
    });
    return fromPool(pool, describeUrl(opts.databaseUrl));
  }
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts);
  const pool = new pg.Pool({ ...embedded.connection, max: POOL_SIZE, ...REQUEST_BOUNDS });
  return fromPool(pool, `embedded PostgreSQL in ${embedded.dir}`, embedded.stop);
}
