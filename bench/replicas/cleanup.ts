/**
 * What bench/replicas.ts starts or makes (replicas, PostgreSQL, nginx, temporary folders) is undone
 * here, in reverse, when a run ends, on Ctrl-C, SIGTERM or SIGHUP, and after a throw. Each entry may
 * also have a synchronous form, run from process.on('exit') for whatever the asynchronous pass did not
 * reach (a second Ctrl-C, process.exit from elsewhere).
 */
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Undo {
  what: string;
  run: () => Promise<unknown> | void;
  sync?: () => void;
}

const undos: Undo[] = [];
/** `--keep` leaves the temporary folders (the replicas' logs, PostgreSQL's log) for a look after. */
export const keepFolders = { keep: false };

/** Registers an undo; the answer removes it again (the thing was stopped in the ordinary way). */
export function onCleanup(
  what: string,
  run: () => Promise<unknown> | void,
  sync?: () => void,
): () => void {
  const undo: Undo = { what, run, sync };
  undos.push(undo);
  return () => {
    const i = undos.indexOf(undo);
    if (i >= 0) undos.splice(i, 1);
  };
}

let running: Promise<void> | null = null;
let signalled = false;

/** Whether Ctrl-C (or SIGTERM, SIGHUP) came: the bench is stopping, its results are moot. */
export const interrupted = () => signalled;

/** A promise that never settles: where the bench waits for the signal's cleanup to exit. */
export const forever = () => new Promise<never>(() => {});

/**
 * Runs every undo, newest first, each within 15 s; a failing one is reported and the rest go on. A
 * call while one runs answers that one.
 */
export function cleanup(): Promise<void> {
  running ??= undoAll().finally(() => (running = null));
  return running;
}

async function undoAll(): Promise<void> {
  for (let undo = undos.pop(); undo; undo = undos.pop()) {
    try {
      await Promise.race([
        undo.run(),
        new Promise((_, no) => setTimeout(() => no(new Error('took over 15 s')), 15_000).unref()),
      ]);
    } catch (err) {
      console.error(`cleanup, ${undo.what}: ${(err as Error).message}`);
      try {
        undo.sync?.();
      } catch {
        // nothing more to try
      }
    }
  }
}

export function cleanUpOnExit(): void {
  process.on('exit', () => {
    for (const undo of undos.reverse()) {
      try {
        undo.sync?.();
      } catch {
        // best effort on the way out
      }
    }
  });
  // A terminal's Ctrl-C reaches npx, tsx and this process at once, and tsx passes it on again: a signal
  // after the first is ignored (its default action would end the process before the cleanup).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (signalled) return;
      signalled = true;
      console.error(`\n${signal}: stopping the replicas, nginx and PostgreSQL`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

/** A new folder under the system's temp folder, 0755 (PostgreSQL's user must reach what is inside). */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  const remove = () => {
    if (!keepFolders.keep) rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(`removing ${dir}`, remove, remove);
  return dir;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((ok, no) => {
    const server = createServer();
    server.once('error', no);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}
