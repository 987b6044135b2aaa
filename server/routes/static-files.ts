/**
 * The app's build (DIST_DIR) kept in memory once read: raw, brotli and gzip bodies per file, keyed by
 * mtime and size so a rebuilt dist is picked up without a restart. Compressing once here, instead of per
 * request, lets brotli run at its best quality.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const TEXT_EXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
]);

export interface StaticFile {
  type: string;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const cache = new Map<string, { key: string; file: StaticFile }>();

/** The absolute file for a URL path, or null when the path leaves the folder or is malformed. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  const base = resolve(root);
  const full = resolve(base, `.${decoded}`);
  return full.startsWith(base + sep) ? full : null;
}

export async function loadStatic(path: string): Promise<StaticFile | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const key = `${info.mtimeMs}:${info.size}`;
  const hit = cache.get(path);
  if (hit?.key === key) return hit.file;
  const ext = extname(path).toLowerCase();
  const raw = await readFile(path);
  const file: StaticFile = {
    type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    raw,
  };
  if (TEXT_EXT.has(ext) && raw.length >= 1024) {
    [file.br, file.gzip] = await Promise.all([
      br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(raw, { level: 9 }),
    ]);
  }
  cache.set(path, { key, file });
  return file;
}

/** Reads and compresses the whole build at start, so the first visitor does not wait for brotli. */
export async function warmStatic(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  for (const f of files) await loadStatic(f);
  return files.length;
}
