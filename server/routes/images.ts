/**
 * GET /images/{file}: the rendered pictures. Names carry a hash of what they show, so browsers and the
 * service worker may keep them for a year untouched. Only names of the generated shape are looked up,
 * which rules out path traversal before the disk is touched. The disk is read first, without the
 * database, so a cached picture is served even while the database is away; a miss goes to the shared
 * table, then to the drawer (db/images.ts), whose full queue answers 503 and not a pile of waiting draws.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { DrawQueueFull } from '../db/draw-queue';
import { IMAGE_FILE_RE } from '../db/image-files';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seconds before asking again for a picture the drawer had no room for: a few pictures' drawing. */
export const DRAW_RETRY_AFTER = 2;

export function imageRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    const match = IMAGE_FILE_RE.exec(file);
    if (!match) return c.text('Not found', 404);
    let body: Buffer | null;
    try {
      body = await readImage(deps, file, match[1]!);
    } catch (err) {
      if (!(err instanceof DrawQueueFull)) throw err;
      return c.text('Busy drawing pictures: please try again in a moment', 503, {
        'Retry-After': String(DRAW_RETRY_AFTER),
        'Cache-Control': 'no-store',
      });
    }
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

/**
 * Reads a picture's file from disk; on a miss, from the shared table or drawn now (deps.images). A
 * database error propagates to the app's error handler.
 */
async function readImage(deps: AppDeps, file: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(join(deps.imagesDir, file));
  } catch {
    return deps.images ? deps.images.read(file, key) : null;
  }
}
