/** The admin's dashboard endpoint (contract/admin/customer-endpoints.ts `dashboard`), polled by its screen. */
import { Hono } from 'hono';
import { customerEndpoints as e } from '../../../contract/admin/customer-endpoints';
import type { AppDeps } from '../../deps';
import { queryOf } from '../../http/validate';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { readDashboard } from './dashboard';

export function adminDashboardRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  adminRoute(app, db, e.dashboard, async (c) => {
    const { lang } = queryOf(c, e.dashboard.query);
    return c.json({ data: await readDashboard(db, lang) });
  });
  return app;
}
