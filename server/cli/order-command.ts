/**
 * The operator's command, `npm run order -- <number> <status>` (or `node dist-server/order.js …` after a
 * build): moves an order along (orders/move-order.ts: its history event and its mail in one
 * transaction) and says in one line what it did or why not.
 *
 * Where the database is:
 * - DATABASE_URL: that server;
 * - else the embedded database in DATA_DIR. When a storefront holds the folder (DATA_DIR/server.pid),
 *   its running PostgreSQL is used over its Unix socket, never a second server on the same files;
 *   when none does, this command takes the folder's lock itself, starts the embedded server, applies
 *   any pending migration, moves the order and stops it cleanly.
 *
 * Exit codes: 0 moved; 1 not moved (no such order, a move that may not follow, the database not
 * reachable); 2 a wrong command line (missing arguments, an unknown status, a bad PUBLIC_ORIGIN).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ORDER_STATUSES } from '../../contract/api/shapes';
import type { OrderStatus } from '../../contract/types';
import { describeUrl, fromPool, openDb, type DbHandle } from '../db/client';
import { DataDirBusyError, lockDataDir } from '../db/embedded/data-dir-lock';
import { runningConnection } from '../db/embedded/embedded-postgres';
import { migrateDb } from '../db/migrate';
import { parsePublicOrigin } from '../http/public-origin';
import { MoveRefused, NEXT, moveOrder } from '../orders/move-order';

export const EXIT = { moved: 0, notMoved: 1, usage: 2 } as const;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = [
  'Usage: npm run order -- <order number> <status>     e.g. npm run order -- MAY-001001 shipped',
  `Statuses: ${ORDER_STATUSES.join(', ')}. What may follow what:`,
  ...Object.entries(NEXT).map(
    ([from, to]) => `  ${from} → ${to.length > 0 ? to.join(', ') : '(final)'}`,
  ),
].join('\n');

/** A reason not to go on that the operator can act on: printed as it is, exit 1. */
class CannotOpen extends Error {}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface Opened {
  handle: DbHandle;
  /** Closes the pool, and stops the embedded server and releases the folder when this command started it. */
  close(): Promise<void>;
}

async function openForCommand(env: NodeJS.ProcessEnv, io: Io): Promise<Opened> {
  if (env.DATABASE_URL) {
    const handle = fromPool(
      new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 }),
      describeUrl(env.DATABASE_URL),
    );
    return { handle, close: () => handle.close() };
  }
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
  // No storefront runs here: start the embedded server for this one move, holding the folder meanwhile.
  const release = () => lock.release();
  process.on('exit', release);
  try {
    const handle = await openDb({
      dataDir,
      log: (level, message) => level !== 'info' && io.err(message),
    });
    try {
      await migrateDb(handle.pool);
    } catch (err) {
      await handle.close();
      throw err;
    }
    return {
      handle,
      async close() {
        await handle.close();
        release();
        process.off('exit', release);
      },
    };
  } catch (err) {
    release();
    process.off('exit', release);
    throw err;
  }
}

/** The storefront `pid` holds the folder: its own PostgreSQL, over the socket in the folder. */
async function openRunning(dataDir: string, pid: number): Promise<Opened> {
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
  return { handle, close: () => handle.close() };
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export async function orderCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  if (args.some((a) => a === '-h' || a === '--help')) {
    io.out(USAGE);
    return EXIT.moved;
  }
  if (args.length !== 2) {
    io.err(USAGE);
    return EXIT.usage;
  }
  const number = args[0]!.trim();
  const status = args[1]!.trim().toLowerCase();
  if (!isStatus(status)) {
    io.err(`Unknown status "${args[1]}": the statuses are ${ORDER_STATUSES.join(', ')}.`);
    return EXIT.usage;
  }
  let origin: string;
  try {
    // The link in the shopper's mail, as the server writes it.
    origin = parsePublicOrigin(env.PUBLIC_ORIGIN) ?? `http://localhost:${env.PORT ?? 3000}`;
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.usage;
  }

  let opened: Opened;
  try {
    opened = await openForCommand(env, io);
  } catch (err) {
    io.err(
      err instanceof CannotOpen ? err.message : `Could not open the database: ${messageOf(err)}`,
    );
    return EXIT.notMoved;
  }
  try {
    const moved = await moveOrder(opened.handle.db, number, status, { origin });
    const mail = moved.mailed ? '; a mail to the shopper is queued' : '';
    io.out(`Order ${moved.number} moved from ${moved.from} to ${moved.to}${mail}.`);
    return EXIT.moved;
  } catch (err) {
    io.err(
      err instanceof MoveRefused ? err.message : `Could not move the order: ${messageOf(err)}`,
    );
    return EXIT.notMoved;
  } finally {
    await opened.close().catch((err: unknown) => io.err(`Closing the database: ${messageOf(err)}`));
  }
}
