/**
 * Mounts an admin endpoint (contract/admin/endpoints.ts) with the guard its role asks for in front of
 * the handler: requireStaff for a role, no-store alone for the public sign-in steps. Every admin router
 * goes through this, so no endpoint of the table can be served without its guard.
 */
import type { Handler, Hono } from 'hono';
import type { AdminEndpoint } from '../../contract/admin/endpoints';
import type { Db } from '../db/client';
import { noStore } from '../http/cache';
import { requireStaff, type StaffEnv } from './staff-session';

export function adminRoute(
  app: Hono<StaffEnv>,
  db: Db,
  endpoint: AdminEndpoint,
  handler: Handler<StaffEnv>,
): void {
  const guard =
    endpoint.role === 'public'
      ? noStore
      : requireStaff(db, endpoint.role, { beforeTotp: endpoint.beforeTotp ?? false });
  app.on(endpoint.method, endpoint.route, guard, handler);
}
