/** The admin API's catalog endpoints (contract/admin/*-endpoints.ts), each mounted with adminRoute. */
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { StaffEnv } from '../staff-session';

export function adminCatalogRoutes(_deps: AppDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  return app;
}
