/**
 * Files of the app's build the server reads on every navigation (dist/index.html, vite's manifest):
 * read once and re-read when the build changes (mtime), so navigations cost a stat, no read.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const cached = new Map<string, { mtimeMs: number; value: unknown }>();

/** The file at `path`, made into a value by `parse`; null when there is no such file. */
export async function readBuildFile<T>(
  path: string,
  parse: (text: string) => T,
): Promise<T | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const known = cached.get(path);
  if (known?.mtimeMs === info.mtimeMs) return known.value as T;
  const value = parse(await readFile(path, 'utf8'));
  cached.set(path, { mtimeMs: info.mtimeMs, value });
  return value;
}

export function readIndexHtml(distDir: string): Promise<string | null> {
  return readBuildFile(join(distDir, 'index.html'), (text) => text);
}
