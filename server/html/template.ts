/** dist/index.html, read once and re-read when the build changes (mtime), so navigations cost no disk read. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

let cached: { path: string; mtimeMs: number; html: string } | null = null;

export async function readIndexHtml(distDir: string): Promise<string | null> {
  const path = join(distDir, 'index.html');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  if (cached?.path === path && cached.mtimeMs === info.mtimeMs) return cached.html;
  const html = await readFile(path, 'utf8');
  cached = { path, mtimeMs: info.mtimeMs, html };
  return html;
}
