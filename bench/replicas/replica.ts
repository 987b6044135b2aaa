/**
 * One replica: `node dist-server/index.js` of the benched checkout on its own port and DATA_DIR, on the
 * shared PostgreSQL (DATABASE_URL), LOG_LEVEL=warn, PUBLIC_ORIGIN unset, its stdout and stderr appended
 * to a log file. It runs in its own process group (its picture drawer with it), so Ctrl-C in the
 * terminal reaches only the bench, which stops it. An exit nobody asked for is recorded and reported
 * with the end of its log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, onCleanup, tempFolder } from './cleanup';
import { READ_PATH } from './http';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the bench asked for it (SIGTERM, SIGKILL); otherwise the replica died by itself. */
  asked: boolean;
}

export const describeExit = (e: Exit) => (e.signal ? e.signal : `exit ${e.code}`);

export class Replica {
  readonly base: string;
  readonly exits: Exit[] = [];
  private child?: ChildProcess;
  private asked = false;
  private readonly groups: number[] = [];

  private constructor(
    readonly n: number,
    readonly port: number,
    private readonly root: string,
    private readonly dataDir: string,
    private readonly logFile: string,
    private readonly databaseUrl: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  static async create(n: number, root: string, logs: string, databaseUrl: string) {
    const dataDir = tempFolder(`bench-replicas-data${n}-`);
    const logFile = join(logs, `replica-${n}.log`);
    const replica = new Replica(n, await freePort(), root, dataDir, logFile, databaseUrl);
    const killAll = () => {
      for (const group of replica.groups) {
        try {
          process.kill(-group, 'SIGKILL');
        } catch {
          // that group is gone
        }
      }
    };
    onCleanup(`stopping replica ${n}`, () => replica.stop().then(killAll), killAll);
    return replica;
  }

  get alive(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.databaseUrl,
      LOG_LEVEL: 'warn',
    };
    delete env.PUBLIC_ORIGIN;
    appendFileSync(this.logFile, `--- bench: started at ${new Date().toISOString()}\n`);
    const out = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, ['dist-server/index.js'], {
      cwd: this.root,
      env,
      detached: true,
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    this.child = child;
    this.asked = false;
    this.groups.push(child.pid!);
    child.once('exit', (code, signal) => {
      const exit = { code, signal, asked: this.asked };
      this.exits.push(exit);
      if (!exit.asked) {
        console.log(`  ! replica ${this.n} died by itself (${describeExit(exit)}); its log ends:`);
        console.log(this.logTail().replace(/^/gm, '    | '));
      }
    });
  }

  /**
   * Polls GET READ_PATH directly every 100 ms until it answers 200: the ms that took, or null when
   * the replica exits or `timeoutMs` passes first.
   */
  async answering(timeoutMs: number): Promise<number | null> {
    const began = performance.now();
    while (performance.now() - began < timeoutMs) {
      if (!this.alive) return null;
      try {
        const res = await fetch(this.base + READ_PATH, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - began;
      } catch {
        // not listening yet, or too slow: ask again
      }
      await sleep(100);
    }
    return null;
  }

  /** kill -9 of the node process alone, as the OOM killer or a crash would end it. */
  async kill9(): Promise<void> {
    const exited = this.exited();
    this.asked = true;
    this.child?.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM, as a process manager's restart sends it: how it exited and in how many ms. */
  async term(timeoutMs = 20_000): Promise<{ exit: Exit; ms: number; hung: boolean }> {
    const began = performance.now();
    const exited = this.exited();
    this.asked = true;
    this.child?.kill('SIGTERM');
    const hung = await Promise.race([exited.then(() => false), sleep(timeoutMs, true)]);
    if (hung) {
      this.child?.kill('SIGKILL');
      await exited;
    }
    return { exit: this.exits.at(-1)!, ms: performance.now() - began, hung };
  }

  /** For the end of a run: SIGTERM, then SIGKILL of its whole process group after 5 s. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    const { hung } = await this.term(5_000);
    if (hung) console.log(`  replica ${this.n} did not stop within 5 s of SIGTERM: killed`);
  }

  /**
   * The end of its log since its last start: its last JSON lines, then what it wrote after them (a
   * crash's report) with each stack trace cut to its first frame, and the middle of a long report
   * left out, so that the error, where it was thrown and what emitted it show.
   */
  logTail(): string {
    const all = readFileSync(this.logFile, 'utf8').trimEnd().split('\n');
    const start = all.reduce((at, l, i) => (l.startsWith('--- bench: started') ? i : at), -1);
    const since = all.slice(start + 1);
    const lastJson = since.reduce((at, l, i) => (l.startsWith('{') ? i : at), -1);
    const json = since.slice(Math.max(0, lastJson - 2), lastJson + 1);
    const report = since
      .slice(lastJson + 1)
      .filter((line, i, a) => !/^\s+at /.test(line) || !/^\s+at /.test(a[i - 1] ?? ''));
    const shown = report.length > 16 ? [...report.slice(0, 12), '…', ...report.slice(-3)] : report;
    return [...json, ...shown]
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
      .join('\n');
  }

  private exited(): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return Promise.resolve();
    return new Promise((ok) => child.once('exit', () => ok()));
  }
}
