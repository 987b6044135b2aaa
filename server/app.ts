/** Composes the server: security headers and compression around the API routers, pictures, static files and navigations. */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from './deps';
import { navigate } from './html/navigate';
import { compressBody } from './http/compress';
import { ApiError, sendError } from './http/errors';
import { limitBody } from './http/json-body';
import { securityHeaders } from './http/security';
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

export function createApp(deps: AppDeps & { publicOrigin?: string | null }): Hono {
  const app = new Hono();
  app.use(closeWhileDraining);
  app.use(securityHeaders);
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
    if (c.req.path.startsWith('/api/') || c.req.path === '/api' || c.req.path.startsWith('/images/')) return next();
    return navigate(c, deps);
  });

  app.notFound((c) => (c.req.path.startsWith('/api/') || c.req.path === '/api' ? sendError(c, 404) : c.text('Not found', 404)));

  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err.status, err.message);
    if (err instanceof HTTPException) {
      if (err.status >= 500) console.error(`${c.req.method} ${c.req.path}:`, err);
      return sendError(c, err.status as ContentfulStatusCode, err.message);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return sendError(c, 500);
  });

  return app;
}
