/**
 * The audit log, newest first, paged: the owner's to read. Filters combine: one entity (or one of its
 * rows), one member, an action, and days from and to (the shop's calendar days, both included).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AuditEntry } from '../../contract/admin/types';
import { SHOP_TIME_ZONE } from '../../contract/constants';
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
    if (q.staff_id) filters.push(eq(auditLog.staffId, q.staff_id));
    if (q.action) filters.push(eq(auditLog.action, q.action));
    if (q.from)
      filters.push(
        sql`${auditLog.at} >= (${q.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`,
      );
    if (q.to)
      filters.push(
        sql`${auditLog.at} < (${q.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`,
      );
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
