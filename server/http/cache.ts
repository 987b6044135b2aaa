/**
 * Cache headers. Public catalog reads (catalog, content, store info: the same answer for everyone) may
 * be kept by a shared cache (a CDN) for 30 s and served stale for 30 more while it refetches, so an
 * owner's change reaches every shopper within a minute (issue 37; decision 010),
 * while browsers, and the service worker's fetches through them, revalidate every time as the offline
 * model expects (sw/routes/api-cache.ts keeps its own copy and broadcasts a changed one). A weak ETag
 * makes every revalidation cheap: an unchanged body answers 304 with no payload.
 *
 * - `max-age=0, must-revalidate` is for browsers. must-revalidate matters: Chromium and Firefox let it
 *   override `stale-while-revalidate`, which they would otherwise apply too (a stale answer for minutes).
 * - `s-maxage=30` is for shared caches. By RFC 9111 it carries proxy-revalidate, so a strict CDN
 *   (Cloudflare says so) ignores the `stale-while-revalidate` beside it; CDNs that read it anyway get it.
 * - `CDN-Cache-Control` (RFC 9213; Cloudflare, Fastly, Akamai) is the unambiguous policy for CDNs that
 *   know it: they use it instead of Cache-Control and do not pass it on to browsers. Its
 *   `stale-if-error` (RFC 5861) lets such a CDN keep serving its copy for an hour while the origin
 *   fails (the database away); Cache-Control's must-revalidate rightly forbids that to browsers.
 *
 * A request that carries an Authorization header gets `private`: the answer is the anonymous one
 * (docs/decisions/004) but no shared cache stores what a signed-in request brought back. Why this
 * shape: docs/decisions/010.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

/**
 * How long a shared cache may serve a public read without asking, and then serve it stale while it
 * asks: together at most 60 s, the time within which a published change must show (issue 37).
 */
export const SHARED_MAX_AGE = 30;
export const STALE_WHILE_REVALIDATE = 30;

export const PUBLIC_CATALOG = `public, max-age=0, must-revalidate, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
/** How long a copy may stand in for an origin that answers 5xx or not at all (the database away). */
export const STALE_IF_ERROR = 3_600;
export const CDN_CATALOG = `public, max-age=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}, stale-if-error=${STALE_IF_ERROR}`;
/** A public read asked for with credentials: the browser may keep it (and must revalidate), no shared cache. */
export const PRIVATE_REVALIDATE = 'private, max-age=0, must-revalidate';

/** Whether the request carries anything that makes its answer one shopper's: only Authorization today. */
function personal(c: Context): boolean {
  return c.req.header('Authorization') !== undefined;
}

/**
 * The headers of a public catalog answer for this request. For the server-rendered catalog pages too
 * (server/html): only for HTML that is the same for every visitor of its URL (the language in the
 * path, never chosen from a cookie or Accept-Language; such an answer must not use this).
 */
export function publicCatalogHeaders(c: Context): Record<string, string> {
  return personal(c)
    ? { 'Cache-Control': PRIVATE_REVALIDATE }
    : { 'Cache-Control': PUBLIC_CATALOG, 'CDN-Cache-Control': CDN_CATALOG };
}

/** Sets the policy on the response in hand, unless the handler chose its own Cache-Control. */
function applyPublicCatalog(c: Context): void {
  if (c.res.headers.has('Cache-Control')) return;
  for (const [name, value] of Object.entries(publicCatalogHeaders(c)))
    c.res.headers.set(name, value);
}

// The 304 keeps what the 200 would have said, CDN-Cache-Control included, so a CDN's revalidation
// renews its copy under the same policy.
const withEtag = etag({
  weak: true,
  retainedHeaders: [...RETAINED_304_HEADERS, 'cdn-cache-control'],
});

/** Public catalog, content and store-info reads: the policy above, on successful GETs and HEADs. */
export const publicRead: MiddlewareHandler = async (c, next) => {
  await withEtag(c, async () => {
    await next();
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && c.res.ok) {
      applyPublicCatalog(c);
      // The body is compressed by the client's Accept-Encoding (http/compress.ts); saying so here
      // keeps the Vary on a 304 too, which is answered before any body is compressed.
      c.res.headers.set('Vary', 'Accept-Encoding');
    }
  });
};

/**
 * Server-rendered catalog HTML: the same policy, for the lead's navigate.ts. Use as middleware before
 * the handler (it sets the headers on a successful answer that chose no Cache-Control of its own), or
 * call publicCatalogHeaders(c) where the headers are written. No ETag here: hashing a body waits for
 * all of it, which would undo streaming.
 */
export const publicCatalogHtml: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.req.method === 'GET' || c.req.method === 'HEAD') && c.res.ok) applyPublicCatalog(c);
};

/**
 * One shopper's answers (a session, a checkout, an order): no cache may keep them. Set after the
 * handler, so that an error it throws (a 422 from bodyOf) says it too.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/**
 * An API error is about one request at one moment (a bad body, a token gone, the database away): no
 * cache, the browser's or a CDN's, may keep it. Handlers that chose a Cache-Control keep theirs.
 */
export const noStoreErrors: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status >= 400 && !c.res.headers.has('Cache-Control'))
    c.res.headers.set('Cache-Control', 'no-store');
};
