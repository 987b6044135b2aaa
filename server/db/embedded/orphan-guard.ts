/**
 * The embedded PostgreSQL runs as a child of the storefront, and a child outlives a parent that is
 * killed (kill -9, the kernel's out-of-memory killer) or crashes before its exit handlers run. Left
 * running, it holds the data folder with nobody to serve or stop it.
 *
 * The guard is a shell in a session of its own (so a terminal's Ctrl-C, which the storefront answers
 * itself, does not reach it) that reads a pipe from this process. The pipe closes when this process
 * ends, whatever the way; the shell then asks PostgreSQL for a fast shutdown (SIGINT), which rolls
 * back open transactions and keeps everything committed. A clean stop releases the guard first.
 */
import { spawn } from 'node:child_process';

export interface OrphanGuard {
  /** Ends the guard without touching the database (a clean stop, or the server already gone). */
  release(): void;
}

export function guardAgainstOrphan(pid: number): OrphanGuard {
  if (process.platform === 'win32') return { release() {} };
  const guard = spawn('/bin/sh', ['-c', 'read -r _; kill -INT "$0" 2>/dev/null', String(pid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  guard.on('error', () => undefined); // no shell: nothing to guard with, the next start still cleans up
  // Neither the guard nor its pipe keeps this process alive.
  guard.unref();
  guard.stdin?.on('error', () => undefined);
  (guard.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    release() {
      if (guard.exitCode === null && guard.signalCode === null) guard.kill('SIGKILL');
    },
  };
}
