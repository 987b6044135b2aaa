/** Composes the server: security headers and compression around the API routers, pictures, static files and navigations. */
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { API_PREFIX, isApiPath } from '../contract/api/paths';
import { adminApi } from './admin/admin-api';
import { hasOwnBodyLimit } from './admin/route';
import type { AppDeps } from './deps';
import { adminPage } from './html/admin-page';
import { cachedPages } from './html/cached-pages';
import { inProcessReader } from './html/render-page';
import { noStoreErrors } from './http/cache';
import { compressBody } from './http/compress';
import { sendError } from './http/errors';
import { limitBody } from './http/json-body';
import { lastGoodCopies } from './http/last-good';
import { handleError } from './http/on-error';
import { parsePublicOrigin } from './http/public-origin';
import { securityHeaders } from './http/security';
import { rejectBadUrl } from './http/url-guard';
import { log } from './log';
import { closeWhileDraining } from './process/drain';
import { accountRoutes } from './routes/account';
import { accountAddressRoutes } from './routes/account-addresses';
import { accountCartMergeRoutes } from './routes/account-cart-merge';
import { accountDetailRoutes } from './routes/account-details';
import { accountWishlistMergeRoutes } from './routes/account-wishlist-merge';
import { authRoutes } from './routes/auth';
import { resetRoutes } from './routes/auth-reset';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes } from './routes/checkouts';
import { contentRoutes } from './routes/content';
import { imageRoutes } from './routes/images';
import { orderRoutes } from './routes/orders';
import { seoRoutes } from './routes/seo';
import { staticFiles } from './routes/static';
import { storeInfoRoutes } from './routes/store-info';
import { webManifestRoutes } from './routes/web-manifest';
import { variantRoutes } from './routes/variants';

export type { AppDeps } from './deps';

/** Throws when deps.publicOrigin is set but not an absolute http(s) origin, so a bad PUBLIC_ORIGIN stops the start. */
export function createApp(appDeps: AppDeps): Hono {
  const deps: AppDeps = { ...appDeps, publicOrigin: parsePublicOrigin(appDeps.publicOrigin) };
  const app = new Hono();
  app.use(closeWhileDraining);
  app.use(securityHeaders(deps.publicOrigin ?? null));
  app.use(rejectBadUrl);
  app.use(compressBody);
  // Inside compression: the copies are of the bodies as made, compressed again for each client.
  app.use(lastGoodCopies());
  // An upload (multipart) has a larger limit of its own, applied by its route after its guard.
  app.use(`${API_PREFIX}/*`, except(hasOwnBodyLimit, limitBody));
  app.use(`${API_PREFIX}/*`, noStoreErrors);
  // Each router registers its endpoints on their full routes (contract/api/endpoints.ts).
  app.route('/', storeInfoRoutes(deps));
  app.route('/', catalogRoutes(deps));
  app.route('/', variantRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', resetRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', accountDetailRoutes(deps));
  app.route('/', accountAddressRoutes(deps));
  app.route('/', accountCartMergeRoutes(deps));
  app.route('/', accountWishlistMergeRoutes(deps));
  app.route('/', checkoutRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', adminApi(deps));
  app.route('/images', imageRoutes(deps));
  app.route('/', seoRoutes(deps));
  app.route('/', webManifestRoutes(deps));
  app.use(staticFiles(deps));
  // The back office's page (/admin, /en/admin and below), before the storefront's navigations.
  app.get('*', adminPage(deps));
  // Server-rendered pages read the API through the app itself: the same answers the browser gets.
  const readApi = inProcessReader(app);
  // Pages carry a weak ETag as the API's reads do: an unchanged page revalidates with a 304. A
  // rendered page is kept and served again until the catalog or the build changes (html/cached-pages.ts).
  const pages = cachedPages(deps, readApi);
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/images/')) return next();
    return pages(c);
  });
  app.notFound((c) => (isApiPath(c.req.path) ? sendError(c, 404) : c.text('Not found', 404)));
  app.onError(handleError(deps.log ?? log));

  return app;
}
