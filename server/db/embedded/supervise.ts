/**
 * Keeps the embedded PostgreSQL running: an exit nobody asked for (killed, crashed, stopped by hand)
 * is logged and the server started again, after 0.5, 1, 2, 4 and 8 s if a start fails (a killed
 * server's own processes take a moment to let go of its shared memory). The storefront answers 503
 * meanwhile (db/unavailable.ts) and its pool reconnects by itself. A server that cannot be started
 * again, or that keeps dying (more than five times in ten minutes), is given up: `onLost` is called.
 *
 * While it runs, an orphan guard (orphan-guard.ts) stops it should this process end without doing so.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { guardAgainstOrphan, type OrphanGuard } from './orphan-guard';

export const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;
const MAX_EXITS = 5;
const EXITS_WINDOW_MS = 10 * 60_000;

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface SuperviseOptions {
  /** Starts the server; answers its process once it accepts connections. */
  start(): Promise<ChildProcess | undefined>;
  /** Stops the running server (fast shutdown) and waits for its exit. */
  stop(): Promise<void>;
  log: Log;
  /** The server's last log lines, for the report of an exit. */
  recent(): string;
  /** Restarts happen only when given: what to do when the server is lost for good. */
  onLost?: () => void;
}

export interface Supervised {
  stop(): Promise<void>;
}

export async function startSupervised(opts: SuperviseOptions): Promise<Supervised> {
  const { log } = opts;
  let stopping = false;
  let child: ChildProcess | undefined;
  let guard: OrphanGuard | null = null;
  const exits: number[] = [];

  const watch = (started: ChildProcess | undefined) => {
    child = started;
    if (!started?.pid) return;
    guard = guardAgainstOrphan(started.pid);
    started.once('exit', (code, signal) => {
      guard?.release();
      guard = null;
      if (stopping) return;
      log(
        'error',
        `The database server exited by itself (${signal ?? `code ${code}`})\n${opts.recent()}`,
      );
      if (opts.onLost) void restart(opts.onLost);
    });
  };

  const restart = async (onLost: () => void) => {
    const now = Date.now();
    exits.push(now);
    while (exits[0]! < now - EXITS_WINDOW_MS) exits.shift();
    if (exits.length > MAX_EXITS) {
      log('error', `The database server exited ${exits.length} times in ten minutes: giving up`);
      return onLost();
    }
    for (const [i, delay] of RESTART_DELAYS_MS.entries()) {
      await sleep(delay);
      if (stopping) return;
      const attempt = `attempt ${i + 1} of ${RESTART_DELAYS_MS.length}`;
      try {
        const started = await opts.start();
        // A stop that came while it started finds no child to stop: stop it here.
        if (stopping) return void (await opts.stop());
        watch(started);
        log('warn', `The database server was started again (${attempt})`);
        return;
      } catch (err) {
        log('warn', `Starting the database server again failed (${attempt}): ${String(err)}`);
      }
    }
    log('error', `The database server could not be started again\n${opts.recent()}`);
    onLost();
  };

  watch(await opts.start());
  return {
    async stop() {
      stopping = true;
      guard?.release();
      guard = null;
      // The package would wait forever for the exit of a server that is already gone.
      if (child && child.exitCode === null && child.signalCode === null) await opts.stop();
    },
  };
}
