/**
 * Draws the pictures the start's fill lacks (image-fill.ts) in a child process at low CPU priority, so
 * on a small machine the server (and a shopper browsing meanwhile) comes first: a first start draws
 * for minutes. The child gets the rows by IPC (it needs no database connection of its own), saves each
 * picture's files on disk with the same code as the on-demand path, and names each picture as it is
 * done, for the parent to store; both may draw one picture at once, each write has its own temp file.
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ArtRow } from './images';

/** A nice value below the server's 0: the scheduler serves requests first, the drawing gets the rest. */
const LOW_PRIORITY = 15;

export interface DrawJob {
  rows: ArtRow[];
  dir: string;
}

/** What the child sends after each picture: its files are on disk. */
export interface DrawnMessage {
  key: string;
}

/**
 * Draws the job's rows in the child, calling `onDrawn` with each picture's key once its files are
 * saved; `signal` stops the child (at shutdown), rejecting with an AbortError.
 */
export function drawInBackground(
  job: DrawJob,
  opts: { onDrawn: (key: string) => void; signal?: AbortSignal },
): Promise<void> {
  if (job.rows.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    // Compiled, the drawer is draw-child.js beside the server's index.js (scripts/build-server.mjs); from
    // the sources (npm run dev), it is the .ts file here, run by the same loader (execArgv) as this process.
    const file = import.meta.url.endsWith('.ts') ? './draw-child.ts' : './draw-child.js';
    const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
      execArgv: process.execArgv,
      serialization: 'advanced',
      signal: opts.signal,
    });
    try {
      if (child.pid) setPriority(child.pid, LOW_PRIORITY);
    } catch {
      // Not allowed here (some containers): it still draws, at normal priority.
    }
    child.on('message', (message: DrawnMessage) => opts.onDrawn(message.key));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the picture drawer exited with ${code}`)),
    );
    child.send(job);
  });
}
