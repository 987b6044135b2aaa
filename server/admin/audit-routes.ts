/** The audit log, newest first, paged, optionally one entity's: the owner's to read. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AuditEntry } from '../../contract/admin/types';
import type { AppDeps } from '../deps';
import { auditLog } from '../db/schema-admin';
import { queryOf } from '../http/validate';
import { adminRoute } from './route';
import type { StaffEnv } from './staff-session';

const { auditLog: auditEndpoint } = adminEndpoints;

export function adminAuditRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, auditEndpoint, async (c) => {
    const q = queryOf(c, auditEndpoint.query);
    const filters: SQL[] = [];
    if (q.entity) filters.push(eq(auditLog.entity, q.entity));
    if (q.entity_id) filters.push(eq(auditLog.entityId, q.entity_id));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    const items: AuditEntry[] = rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      staff_email: r.staffEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    }));
    return c.json({ data: { items, page: q.page, per_page: q.per_page, total: count?.n ?? 0 } });
  });

  return app;
}
