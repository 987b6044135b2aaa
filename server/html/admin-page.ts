/**
 * The back office's page: every GET under /admin and /en/admin answers dist/admin/index.html (the admin
 * app routes in the browser), in its language (`<html lang>`), never indexed (X-Robots-Tag beside the
 * page's own robots meta), revalidated on each use because it names the current build's files. Its
 * hashed files (/admin/assets/) are static files; one that is not there is a 404, never the page, so
 * a tab of an older build fails to load a chunk instead of being handed HTML. The security headers,
 * the CSP included, are every answer's (http/security.ts).
 */
import { join } from 'node:path';
import type { Context, Next } from 'hono';
import { ADMIN_ASSETS_PREFIX, adminLangOf, isAdminPath } from '../../contract/admin/paths';
import type { AppDeps } from '../deps';
import { readBuildFile } from './template';

const HEADERS = { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex, nofollow' };

export function adminPage(deps: Pick<AppDeps, 'distDir'>) {
  return async (c: Context, next: Next) => {
    const path = c.req.path;
    if (!isAdminPath(path)) return next();
    if (path.startsWith(ADMIN_ASSETS_PREFIX))
      return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const html = await readBuildFile(join(deps.distDir, 'admin', 'index.html'), (text) => text);
    if (html === null)
      return c.text(
        'The back office is not built yet: run `npm run build` to create dist/admin/index.html.',
        503,
        { 'Cache-Control': 'no-store', 'Retry-After': '30', 'X-Robots-Tag': 'noindex, nofollow' },
      );
    const lang = adminLangOf(path);
    return c.html(html.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`), 200, HEADERS);
  };
}
