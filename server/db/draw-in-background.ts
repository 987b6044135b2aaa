/**
 * Draws the pictures a first start lacks in a child process at low CPU priority, so on a small machine
 * the server (and a shopper browsing meanwhile) comes first: a first start draws for minutes. The child
 * gets the rows by IPC (it needs no database connection of its own) and writes files with the
 * same `render` as the on-demand path; both may draw one picture at once, each renames its own temp file.
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

/** Draws the job's rows in the child; `signal` stops the child (at shutdown), rejecting with an AbortError. */
export function drawInBackground(
  job: DrawJob,
  signal?: AbortSignal,
): Promise<{ rendered: number; files: number }> {
  if (job.rows.length === 0) return Promise.resolve({ rendered: 0, files: 0 });
  return new Promise((resolve, reject) => {
    // Compiled, the drawer is draw-child.js beside the server's index.js (scripts/build-server.mjs); from
    // the sources (npm run dev), it is the .ts file here, run by the same loader (execArgv) as this process.
    const file = import.meta.url.endsWith('.ts') ? './draw-child.ts' : './draw-child.js';
    const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
      execArgv: process.execArgv,
      serialization: 'advanced',
      signal,
    });
    try {
      if (child.pid) setPriority(child.pid, LOW_PRIORITY);
    } catch {
      // Not allowed here (some containers): it still draws, at normal priority.
    }
    let files = 0;
    child.on('message', (message: { files?: number }) => (files = message.files ?? files));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve({ rendered: job.rows.length, files })
        : reject(new Error(`the picture drawer exited with ${code}`)),
    );
    child.send(job);
  });
}
