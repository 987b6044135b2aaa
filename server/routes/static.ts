/**
 * Static hosting of the build: hashed files under /assets/ (and the back office's /admin/assets/) are
 * immutable for a year; the files that name the current build (index.html, sw.js, build.json,
 * registerSW.js) are revalidated on every use so an update is seen at once; anything else
 * is cached for an hour. Unknown paths fall through to the navigation handler.
 */
import { basename } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { ADMIN_ASSETS_PREFIX } from '../../contract/admin/paths';
import type { AppDeps } from '../deps';
import { pickEncoding } from '../http/compress';
import { loadStatic, resolveInside } from './static-files';
import { IMMUTABLE } from './images';

const NO_CACHE_FILES = new Set(['index.html', 'sw.js', 'build.json', 'registerSW.js']);

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith(ADMIN_ASSETS_PREFIX)) return IMMUTABLE;
  if (NO_CACHE_FILES.has(basename(urlPath))) return 'no-cache';
  return 'public, max-age=3600';
}

export function staticFiles(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/' || path.endsWith('/')) return next();
    const full = resolveInside(deps.distDir, path);
    const file = full ? await loadStatic(full) : null;
    if (!file) return next();
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': cacheControlFor(path),
      ETag: file.etag,
    };
    if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
    if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    let body = file.raw;
    if (encoding === 'br' && file.br) [body, headers['Content-Encoding']] = [file.br, 'br'];
    else if (encoding && file.gzip) [body, headers['Content-Encoding']] = [file.gzip, 'gzip'];
    headers['Content-Length'] = String(body.length);
    // The node adapter drops the body of a HEAD answer itself.
    return c.body(new Uint8Array(body), 200, headers);
  };
}
