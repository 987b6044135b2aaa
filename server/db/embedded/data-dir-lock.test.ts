import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForTest } from '../../test/temp-data-dir';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { processStart } from './process-identity';

/** The id of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the data folder lock', () => {
  it('records this process, refuses a second holder while held, and is free again once released', () => {
    const dir = folderForTest('lock');
    const lock = lockDataDir(dir);
    const record = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(record).toEqual({ pid: process.pid, start: processStart(process.pid) });

    // Another live process's record: a second server must refuse.
    const other = { pid: process.ppid, start: processStart(process.ppid) };
    lock.release();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(other));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(`process ${process.ppid}`);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual(other);
  });

  it('takes over a lock whose process is gone (killed, or a power cut)', () => {
    const dir = folderForTest('lock');
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), start: 'x' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock whose id now names another process (an id reused after a reboot)', () => {
    const dir = folderForTest('lock');
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, start: 'another boot:1' }),
    );
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it('leaves alone a lock another server took over after this one went stale', () => {
    const dir = folderForTest('lock');
    const lock = lockDataDir(dir);
    const other = JSON.stringify({ pid: process.ppid, start: null });
    writeFileSync(join(dir, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });
});
