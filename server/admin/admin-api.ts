/** The back office's API, `/api/admin/*` (contract/admin/endpoints.ts): one router per area. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { adminAuditRoutes } from './audit-routes';
import { adminAuthRoutes } from './auth-routes';
import { adminCatalogRoutes } from './catalog/routes';
import { adminContentRoutes } from './content/routes';
import { adminCsvRoutes } from './csv/routes';
import { adminMailRoutes } from './mails/routes';
import { adminDiscountRoutes } from './discounts/routes';
import { adminCustomerRoutes } from './customers/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminPicturesRoutes } from './pictures/routes';
import { adminMeRoutes } from './me-routes';
import { adminOrderRoutes } from './orders/routes';
import { adminReturnsRoutes } from './returns/routes';
import { adminSettingsRoutes } from './settings-routes';
import { adminSignOutRoutes } from './staff-sign-out';
import { adminStoreSettingsRoutes } from './store-settings-routes';
import { adminStaffRoutes } from './staff-routes';

export function adminApi(deps: AppDeps): Hono {
  const app = new Hono();
  for (const routes of [
    adminAuthRoutes,
    adminMeRoutes,
    adminStaffRoutes,
    adminSettingsRoutes,
    adminAuditRoutes,
    adminCatalogRoutes,
    adminPicturesRoutes,
    adminCsvRoutes,
    adminOrderRoutes,
    adminMailRoutes,
    adminReturnsRoutes,
    adminDiscountRoutes,
    adminCustomerRoutes,
    adminDashboardRoutes,
    adminContentRoutes,
    adminStoreSettingsRoutes,
    adminSignOutRoutes,
  ])
    app.route('/', routes(deps) as unknown as Hono);
  return app;
}
