/**
 * Folders for tests, in the system's temp folder. Each test removes what it made: a run used to leave
 * some 230 MB behind (a PostgreSQL data folder is 40–70 MB).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A new data folder. Searchable by others: run as root, the embedded database runs as the postgres user. */
export function tempDataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A folder removed when the test that asks for it ends (call it inside a test). */
export function folderForTest(prefix: string): string {
  const dir = tempDataDir(prefix);
  onTestFinished(() => removeDir(dir));
  return dir;
}
