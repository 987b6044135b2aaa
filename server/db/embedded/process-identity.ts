/**
 * Who a process id names: the id alone is reused after a reboot or a crash, so a lock records the
 * process's start as well. Linux reads /proc (boot id and start tick); elsewhere `ps` gives the start
 * time to the second; where neither answers, the id alone is all there is (null).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Is a process with this id running? EPERM means it runs under another user (a postgres server does). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function linuxStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 is the start time in clock ticks since boot; the name (field 2) may hold spaces, so count after ')'.
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}:${ticks}` : null;
  } catch {
    return null;
  }
}

function psStart(pid: number): string | null {
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  const out = ps.status === 0 ? ps.stdout.trim() : '';
  return out || null;
}

/** A string that names this run of the process, or null when the platform cannot tell. */
export function processStart(pid: number): string | null {
  return process.platform === 'linux'
    ? linuxStart(pid)
    : process.platform === 'win32'
      ? null
      : psStart(pid);
}

/** Is the process that wrote `{pid, start}` still the one running under that id? */
export function isSameProcess(pid: number, start: string | null): boolean {
  if (!isRunning(pid)) return false;
  const now = processStart(pid);
  // When either side cannot tell, a running id counts as the same process: refusing is the safe mistake.
  return start === null || now === null || now === start;
}
