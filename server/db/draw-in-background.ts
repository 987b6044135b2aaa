/**
 * Draws the pictures a first start lacks in a child process at low CPU priority, so on a small machine
 * the server (and a shopper browsing meanwhile) comes first: a first start draws for minutes. The child
 * gets the rows by IPC (it opens no database: PGlite belongs to this process) and writes files with the
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

export function drawInBackground(job: DrawJob): Promise<{ rendered: number; files: number }> {
  if (job.rows.length === 0) return Promise.resolve({ rendered: 0, files: 0 });
  return new Promise((resolve, reject) => {
    // execArgv: the child runs TypeScript through the same loader (tsx) as this process.
    const child = fork(fileURLToPath(new URL('./draw-child.ts', import.meta.url)), [], {
      execArgv: process.execArgv,
      serialization: 'advanced',
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
