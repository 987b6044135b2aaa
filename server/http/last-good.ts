/**
 * Browsing while the database is away (issue 36): each process keeps, in memory, the last answer it
 * gave to each public read (a catalog page or read the same for every visitor: `Cache-Control:
 * public`), and answers a read it cannot make now, because the database cannot be reached, with that
 * copy. It is at most an hour old (STALE_IF_ERROR, as a CDN may do with CDN-Cache-Control), goes out
 * with `no-store` so no cache keeps it as fresh, and changes nothing: checkout, accounts and orders
 * still need the database and answer 503 meanwhile. The copies are bounded by their total size and
 * the least recently stored go first.
 */
import type { MiddlewareHandler } from 'hono';
import { isDatabaseUnavailable } from '../db/unavailable';
import { STALE_IF_ERROR } from './cache';

/** The copies' total body size: a catalog page is about 100 KB, an API read a few to 40 KB. */
export const MAX_BYTES = 32 * 1024 * 1024;
/** A body bigger than this is not kept (none of the catalog's is). */
const MAX_ONE = 1024 * 1024;
/** Headers that describe one answer, not its content: a stale copy goes without them. */
const DROPPED = ['cache-control', 'cdn-cache-control', 'etag', 'set-cookie', 'x-new-token', 'date'];

interface Copy {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  at: number;
}

/** The middleware and its store; one per app (each replica keeps what it served). */
export function lastGoodCopies(maxBytes = MAX_BYTES): MiddlewareHandler {
  const copies = new Map<string, Copy>();
  let bytes = 0;

  const keep = (key: string, copy: Copy) => {
    const old = copies.get(key);
    if (old) bytes -= old.body.byteLength;
    copies.delete(key); // re-inserted last: the Map's order is the eviction order
    copies.set(key, copy);
    bytes += copy.body.byteLength;
    for (const [k, c] of copies) {
      if (bytes <= maxBytes) break;
      copies.delete(k);
      bytes -= c.body.byteLength;
    }
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('Authorization')) return next();
    // Pages differ by Save-Data (server/html/navigate.ts); API reads by their URL alone.
    const key = `${c.req.url} ${c.req.header('Save-Data')?.toLowerCase() === 'on' ? 'lite' : ''}`;
    await next();
    const res = c.res;
    if (res.status === 200 && /\bpublic\b/.test(res.headers.get('Cache-Control') ?? '')) {
      const length = Number(res.headers.get('Content-Length') ?? 0);
      if (length > MAX_ONE) return;
      const headers = [...res.headers].filter(([name]) => !DROPPED.includes(name));
      // A copy of the body, read beside the answer as it streams out.
      void res
        .clone()
        .arrayBuffer()
        .then((body) => {
          if (body.byteLength <= MAX_ONE) keep(key, { status: 200, headers, body, at: Date.now() });
        })
        .catch(() => undefined);
      return;
    }
    const copy = copies.get(key);
    if (!copy || !c.error || !isDatabaseUnavailable(c.error)) return;
    if (Date.now() - copy.at > STALE_IF_ERROR * 1000) return;
    const headers = new Headers(copy.headers);
    headers.set('Cache-Control', 'no-store');
    headers.set('Age', String(Math.round((Date.now() - copy.at) / 1000)));
    c.res = undefined; // else Hono carries the error answer's headers over to the copy
    c.res = new Response(copy.body.slice(0), { status: copy.status, headers });
  };
}
