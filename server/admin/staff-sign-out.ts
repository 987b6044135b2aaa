/**
 * Sign out everywhere (issue 39): ends every staff session of a member at once, on every device, their
 * caller's own too when it is theirs. The owner may do it for anyone; any member for themself (the
 * guard lets `staff` in, this refuses them anyone else's with 403). Audited with how many ended.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AppDeps } from '../deps';
import { staff, staffSessions } from '../db/schema-admin';
import { notFound, sendError } from '../http/errors';
import { paramsOf } from '../http/validate';
import { audit } from './audit';
import { adminRoute } from './route';
import type { StaffEnv } from './staff-session';

const { signOutEverywhere } = adminEndpoints;

export function adminSignOutRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, signOutEverywhere, async (c) => {
    const { id } = paramsOf(c, signOutEverywhere);
    const actor = c.get('staff');
    if (actor.role !== 'owner' && actor.id !== id) return sendError(c, 403);
    const ended = await db.transaction(async (tx) => {
      const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
      if (!member) throw notFound();
      const gone = await tx
        .delete(staffSessions)
        .where(eq(staffSessions.staffId, id))
        .returning({ staffId: staffSessions.staffId });
      await audit(tx, actor, {
        action: 'staff.sign_out_everywhere',
        entity: 'staff',
        entityId: id,
        after: { sessions_ended: gone.length },
      });
      return gone.length;
    });
    return c.json({ data: { sessions_ended: ended } });
  });

  return app;
}
