/**
 * Public catalog reads: shared caches and the service worker may keep them but must revalidate every
 * time (max-age=0), which the weak ETag makes cheap: an unchanged body answers 304 with no payload.
 */
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';

const withEtag = etag({ weak: true });

export const publicRead: MiddlewareHandler = async (c, next) => {
  await withEtag(c, async () => {
    await next();
    if (c.req.method === 'GET' && c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', PUBLIC_REVALIDATE);
    }
  });
};

/**
 * One shopper's answers (a session, a checkout, an order): no cache may keep them. Set after the
 * handler, so that an error it throws (a 422 from bodyOf) says it too.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
