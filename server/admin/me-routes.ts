/**
 * The signed-in member: who they are and what the back office must ask of them first, and the set-up
 * of their authenticator (any member may turn it on; the owner may require it of all). Set-up is two
 * steps: a new secret is kept, and counts only once a first code from the app proves it was scanned.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AppDeps } from '../deps';
import { readSettings } from '../db/queries/settings';
import { staff } from '../db/schema-admin';
import { sendError } from '../http/errors';
import { validationFailed } from '../http/field-errors';
import { bodyOf } from '../http/validate';
import { audit } from './audit';
import { meOf } from './members';
import { adminRoute } from './route';
import { readSecuritySettings } from './security-settings';
import type { StaffEnv } from './staff-session';
import { acceptedStep, newTotp } from './totp';

const { me, startTotp, confirmTotp } = adminEndpoints;

export function adminMeRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, me, async (c) => {
    const { requireTotp } = await readSecuritySettings(db);
    return c.json({ data: meOf(c.get('staff'), requireTotp) });
  });

  adminRoute(app, db, startTotp, async (c) => {
    const member = c.get('staff');
    // On already: a session alone may not swap the authenticator (that would skip the second step).
    if (member.totpEnabledAt) return sendError(c, 409, 'Two-step sign-in is already on');
    const { name } = await readSettings(db);
    const setup = newTotp(member.email, name);
    await db.update(staff).set({ totpSecret: setup.secret }).where(eq(staff.id, member.id));
    return c.json({ data: setup });
  });

  adminRoute(app, db, confirmTotp, async (c) => {
    const member = c.get('staff');
    const { code } = await bodyOf(c, confirmTotp.body);
    if (member.totpEnabledAt) return sendError(c, 409, 'Two-step sign-in is already on');
    const step = member.totpSecret ? acceptedStep(member.totpSecret, code, null) : null;
    if (step === null) return validationFailed(c, { code: ['admin.errors.code_invalid'] });
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(staff)
        .set({ totpEnabledAt: new Date(), totpLastStep: step })
        .where(eq(staff.id, member.id))
        .returning();
      await audit(tx, member, { action: 'staff.totp_on', entity: 'staff', entityId: member.id });
      return updated!;
    });
    const { requireTotp } = await readSecuritySettings(db);
    return c.json({ data: meOf(row, requireTotp) });
  });

  return app;
}
