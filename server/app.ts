/** Composes the server: security headers and compression around the API routers, pictures, static files and navigations. */
import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { navigate } from './html/navigate';
import { compressBody } from './http/compress';
import { sendError } from './http/errors';
import { limitBody } from './http/json-body';
import { handleError } from './http/on-error';
import { parsePublicOrigin } from './http/public-origin';
import { securityHeaders } from './http/security';
import { rejectBadUrl } from './http/url-guard';
import { log } from './log';
import { closeWhileDraining } from './process/drain';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { contentRoutes } from './routes/content';
import { imageRoutes } from './routes/images';
import { seoRoutes } from './routes/seo';
import { staticFiles } from './routes/static';
import { storeInfoRoutes } from './routes/store-info';
import { variantRoutes } from './routes/variants';

export type { AppDeps } from './deps';

/** Throws when deps.publicOrigin is set but not an absolute http(s) origin, so a bad PUBLIC_ORIGIN stops the start. */
export function createApp(appDeps: AppDeps): Hono {
  const deps: AppDeps = { ...appDeps, publicOrigin: parsePublicOrigin(appDeps.publicOrigin) };
  const app = new Hono();
  app.use(closeWhileDraining);
  app.use(securityHeaders);
  app.use(rejectBadUrl);
  app.use(compressBody);
  app.use('/api/*', limitBody);

  app.route('/api/public', storeInfoRoutes(deps));
  app.route('/api/catalog', catalogRoutes(deps));
  app.route('/api/catalog/variants', variantRoutes(deps));
  app.route('/api/content', contentRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/images', imageRoutes(deps));
  app.route('/', seoRoutes(deps));

  app.use(staticFiles(deps));
  app.get('*', async (c, next) => {
    if (
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api' ||
      c.req.path.startsWith('/images/')
    )
      return next();
    return navigate(c, deps);
  });

  app.notFound((c) =>
    c.req.path.startsWith('/api/') || c.req.path === '/api'
      ? sendError(c, 404)
      : c.text('Not found', 404),
  );

  app.onError(handleError(deps.log ?? log));

  return app;
}
