/**
 * One server per data folder. `DATA_DIR/server.pid` names the server that holds the folder (its id and
 * start, see process-identity.ts). It is written whole under a name of its own, then hard-linked into
 * place, which fails when the file exists: so it never exists half written, and of two servers started
 * on one folder the second finds it and refuses. A file left by a server that was killed (or by a power cut) names a
 * process that no longer runs, and the next server takes the folder over.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSameProcess, processStart } from './process-identity';

export const LOCK_FILE = 'server.pid';

export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Another storefront server (process ${pid}) is already using the data folder ${dir}. ` +
        `Stop that one first, or start this one with another DATA_DIR.`,
    );
  }
}

interface LockRecord {
  pid: number;
  start: string | null;
}

function readRecord(file: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    return typeof record.pid === 'number' ? { pid: record.pid, start: record.start ?? null } : null;
  } catch {
    return null; // gone meanwhile, or not ours to read: nobody holds it
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the folder for this process, or throws DataDirBusyError naming the server that has it. */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  const mine: LockRecord = { pid: process.pid, start: processStart(process.pid) };
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    return takeLock(draft, file, dir);
  } finally {
    rmSync(draft, { force: true });
  }
}

function takeLock(draft: string, file: string, dir: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      linkSync(draft, file);
      let held = true;
      return {
        release() {
          // Only our own record is removed: a server that took over a stale lock owns the file now.
          if (held && readRecord(file)?.pid === process.pid) rmSync(file, { force: true });
          held = false;
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readRecord(file);
    if (holder && holder.pid !== process.pid && isSameProcess(holder.pid, holder.start)) {
      throw new DataDirBusyError(dir, holder.pid);
    }
    rmSync(file, { force: true }); // stale: its server is gone
  }
  throw new Error(`Could not take the lock ${file}: it keeps coming back`);
}
