/**
 * GET /images/{file}: the rendered pictures. Names carry a hash of what they show, so browsers and the
 * service worker may keep them for a year untouched. Only names of the generated shape are looked up,
 * which rules out path traversal before the disk is touched.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { IMAGE_FILE_RE } from '../db/image-files';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function imageRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    const match = IMAGE_FILE_RE.exec(file);
    if (!match) return c.text('Not found', 404);
    const body = await readImage(deps, file, match[1]!);
    if (!body) return c.text('Not found', 404);
    const etag = `"${file}"`;
    if (c.req.header('If-None-Match') === etag)
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE });
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': match[3] === 'avif' ? 'image/avif' : 'image/webp',
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    });
  });
  return app;
}

/** Reads a picture's file; a picture not drawn yet (first start) is drawn now, once. */
async function readImage(deps: AppDeps, file: string, key: string): Promise<Buffer | null> {
  const path = join(deps.imagesDir, file);
  try {
    return await readFile(path);
  } catch {
    if (!deps.images || !(await deps.images.ensure(key))) return null;
    return readFile(path).catch(() => null);
  }
}
