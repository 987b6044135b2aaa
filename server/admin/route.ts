/**
 * Mounts an admin endpoint (contract/admin/endpoints.ts) with the guard its role asks for in front of
 * the handler: requireStaff for a role, no-store alone for the public sign-in steps. Every admin router
 * goes through this, so no endpoint of the table can be served without its guard. An upload's larger
 * body limit (maxBodyBytes) comes after the guard, so only a signed-in member may send that much.
 */
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminEndpoints, type AdminEndpoint } from '../../contract/admin/endpoints';
import { matchRoute } from '../../contract/api/match-route';
import type { Db } from '../db/client';
import { noStore } from '../http/cache';
import { sendError } from '../http/errors';
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
  const limit = endpoint.maxBodyBytes ? [ownBodyLimit(endpoint.maxBodyBytes)] : [];
  app.on(endpoint.method, endpoint.route, guard, ...limit, handler);
}

/** An upload's own limit (AdminEndpoint.maxBodyBytes), after the guard: 413 beyond it. */
function ownBodyLimit(maxSize: number): MiddlewareHandler<StaffEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => sendError(c, 413, `Request body is larger than ${maxSize / 1024 / 1024} MiB`),
  });
}

const uploads = Object.values(adminEndpoints as Record<string, AdminEndpoint>).filter(
  (e) => e.maxBodyBytes,
);

/** Whether the request is for an endpoint with a body limit of its own (app.ts spares it the API's). */
export const hasOwnBodyLimit = (c: Context): boolean =>
  uploads.some((e) => e.method === c.req.method && matchRoute(e.route, c.req.path) !== null);
