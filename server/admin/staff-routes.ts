/**
 * Staff management, the owner's alone: the list, an invitation (a member and a one-time link to set
 * their password, also mailed), a change of role, disabling (their sessions end at once) and enabling,
 * and a new link. The shop always keeps an active owner: the last one cannot be demoted or disabled,
 * and an owner does not change their own role or disable themselves here. Every write is audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema-admin';
import { notFound } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { originOf } from '../http/public-origin';
import { bodyOf, paramsOf } from '../http/validate';
import { audit } from './audit';
import { memberOf } from './members';
import { adminRoute } from './route';
import { sendPasswordLink } from './staff-links';
import type { StaffEnv } from './staff-session';

const { staffList, inviteStaff, updateStaff, resetStaffLink } = adminEndpoints;

/** Active owners other than `except`. */
async function otherOwners(db: Db, except: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, except)));
  return row?.n ?? 0;
}

export function adminStaffRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const origin = (c: Parameters<typeof originOf>[0]) => originOf(c, deps.publicOrigin ?? null);

  adminRoute(app, db, staffList, async (c) => {
    const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
    return c.json({ data: rows.map(memberOf) });
  });

  adminRoute(app, db, inviteStaff, async (c) => {
    const { email, role } = await bodyOf(c, inviteStaff.body);
    const actor = c.get('staff');
    const [taken] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    if (taken) return validationFailed(c, { email: ['admin.errors.email_taken'] });
    const [row] = await db.insert(staff).values({ id: randomUUID(), email, role }).returning();
    const link = await sendPasswordLink(db, row!, origin(c));
    await audit(db, actor, {
      action: 'staff.invite',
      entity: 'staff',
      entityId: row!.id,
      after: memberOf(row!),
    });
    deps.mail?.nudge();
    return c.json({ data: { member: memberOf(row!), link } }, 201);
  });

  adminRoute(app, db, updateStaff, async (c) => {
    const { id } = paramsOf(c, updateStaff);
    const patch = await bodyOf(c, updateStaff.body);
    const actor = c.get('staff');
    const [before] = await db.select().from(staff).where(eq(staff.id, id));
    if (!before) throw notFound();
    const demoted = patch.role === 'staff' && before.role === 'owner';
    const disabling = patch.disabled === true && !before.disabledAt;
    if ((demoted || disabling) && before.id === actor.id)
      return validationFailed(c, {
        [demoted ? 'role' : 'disabled']: ['admin.errors.not_yourself'],
      });
    if ((demoted || disabling) && before.role === 'owner' && (await otherOwners(db, id)) === 0)
      return validationFailed(c, { [demoted ? 'role' : 'disabled']: ['admin.errors.last_owner'] });
    const after = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({
          ...(patch.role ? { role: patch.role } : {}),
          ...(patch.disabled === undefined
            ? {}
            : { disabledAt: patch.disabled ? (before.disabledAt ?? new Date()) : null }),
        })
        .where(eq(staff.id, id))
        .returning();
      // A disabled member is signed out everywhere at once; a changed role takes effect on the next call.
      if (disabling) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      await audit(tx, actor, {
        action: disabling ? 'staff.disable' : 'staff.update',
        entity: 'staff',
        entityId: id,
        before: memberOf(before),
        after: memberOf(row!),
      });
      return row!;
    });
    return c.json({ data: memberOf(after) });
  });

  adminRoute(app, db, resetStaffLink, async (c) => {
    const { id } = paramsOf(c, resetStaffLink);
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    if (!row) throw notFound();
    const link = await sendPasswordLink(db, row, origin(c));
    await audit(db, c.get('staff'), { action: 'staff.link', entity: 'staff', entityId: id });
    deps.mail?.nudge();
    return c.json({ data: { member: memberOf(row), link } });
  });

  return app;
}
