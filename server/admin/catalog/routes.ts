/**
 * The admin API's catalog endpoints (contract/admin/catalog-endpoints.ts), each mounted with adminRoute:
 * products, collections, stock and the low-stock threshold.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { StaffEnv } from '../staff-session';
import { collectionRoutes } from './collection-routes';
import { productRoutes } from './product-routes';
import { stockRoutes } from './stock-routes';

export function adminCatalogRoutes(deps: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  productRoutes(app, deps.db);
  collectionRoutes(app, deps.db);
  stockRoutes(app, deps.db);
  return app;
}
