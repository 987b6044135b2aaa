/** A new data folder for a test. Searchable by others: run as root, the embedded database runs as the postgres user. */
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function tempDataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  chmodSync(dir, 0o755);
  return dir;
}
