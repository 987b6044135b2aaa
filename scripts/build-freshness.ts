/** Is dist/ older than what it is built from? Compares the newest input's mtime with dist/build.json's. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_INPUTS = [
  'src',
  'sw',
  'contract',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildStale(root: string, distDir: string): boolean {
  const marker = join(distDir, 'build.json');
  if (!existsSync(marker) || !existsSync(join(distDir, 'index.html'))) return true;
  const built = statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}
