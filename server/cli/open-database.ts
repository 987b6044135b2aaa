/**
 * The database of an operator's command (`npm run order`, `npm run catalog`, `npm run staff`), found
 * as the storefront finds it:
 * - DATABASE_URL: that server;
 * - else the embedded database in DATA_DIR. When a storefront holds the folder (DATA_DIR/server.pid),
 *   its running PostgreSQL is used over its Unix socket, never a second server on the same files;
 *   when none does, the command takes the folder's lock itself, starts the embedded server, applies
 *   any pending migration, and stops it cleanly when closed.
 * The pool is small and has none of the requests' time bounds: a command is one operator's work, and
 * an import of a large catalog may rightly run longer than a request's 15 s statement limit.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describeUrl, fromPool, openDb, type Db, type DbHandle } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/embedded/data-dir-lock';
import { runningConnection } from '../db/embedded/embedded-postgres';
import { migrateDb } from '../db/migrate';

/** Why the database could not be opened, in one line the operator can act on (print it as it is). */
export class CannotOpen extends Error {}

export interface OpenedDatabase {
  handle: DbHandle;
  db: Db;
  /** Closes the pool, and stops the embedded server and releases the folder when this command started it. */
  close(): Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

const opened = (handle: DbHandle): OpenedDatabase => ({
  handle,
  db: handle.db,
  close: () => handle.close(),
});

/**
 * Opens the command's database; throws CannotOpen (and only that) when it cannot. `warn` receives
 * the embedded server's warnings and errors while it starts.
 */
export async function openDatabase(
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
): Promise<OpenedDatabase> {
  try {
    return await open(env, warn);
  } catch (err) {
    if (err instanceof CannotOpen) throw err;
    throw new CannotOpen(`Could not open the database: ${messageOf(err)}`);
  }
}

async function open(env: NodeJS.ProcessEnv, warn: (line: string) => void) {
  if (env.DATABASE_URL)
    // Connects at the first query: a server that does not answer fails the command's own work.
    return opened(
      fromPool(
        new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }),
        describeUrl(env.DATABASE_URL),
      ),
    );
  const dataDir = resolve(env.DATA_DIR ?? './data');
  if (!existsSync(join(dataDir, 'postgres', 'PG_VERSION')))
    throw new CannotOpen(
      `There is no storefront database in ${dataDir}: start the storefront on it once (npm start), ` +
        `or set DATA_DIR (or DATABASE_URL) to where the shop's data is.`,
    );
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    return openRunning(dataDir, err.pid);
  }
  // No storefront runs here: start the embedded server for this command, holding the folder meanwhile.
  const release = () => lock.release();
  process.on('exit', release);
  const letGo = () => {
    release();
    process.off('exit', release);
  };
  try {
    const server = await openDb({
      dataDir,
      log: (level, message) => level !== 'info' && warn(message),
    });
    try {
      await migrateDb(server.pool);
    } catch (err) {
      await server.close();
      throw err;
    }
    const stop = async () => {
      await server.close();
      letGo();
    };
    return opened(fromPool(new pg.Pool({ ...server.connection, max: 2 }), server.describe, stop));
  } catch (err) {
    letGo();
    throw err;
  }
}

/** The storefront `pid` holds the folder: its own PostgreSQL, over the socket in the folder. */
async function openRunning(dataDir: string, pid: number): Promise<OpenedDatabase> {
  const connection = runningConnection(dataDir);
  const notYet = (why: string) =>
    new CannotOpen(
      `The storefront server (process ${pid}) is using ${dataDir}, but its database ${why}: ` +
        `if it is starting or stopping, try again in a moment.`,
    );
  if (!connection) throw notYet('is not running');
  const handle = fromPool(new pg.Pool({ ...connection, max: 2 }), `the database of process ${pid}`);
  try {
    await handle.pool.query('select 1');
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw notYet(`does not answer (${messageOf(err)})`);
  }
  return opened(handle);
}
