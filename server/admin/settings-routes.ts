/** The owner's security settings: whether every staff member must use an authenticator. Audited. */
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AppDeps } from '../deps';
import { bodyOf } from '../http/validate';
import { audit } from './audit';
import { adminRoute } from './route';
import { readSecuritySettings, writeSecuritySettings } from './security-settings';
import type { StaffEnv } from './staff-session';

const { securitySettings, saveSecuritySettings } = adminEndpoints;

export function adminSettingsRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, securitySettings, async (c) => {
    const { requireTotp } = await readSecuritySettings(db);
    return c.json({ data: { require_totp: requireTotp } });
  });

  adminRoute(app, db, saveSecuritySettings, async (c) => {
    const { require_totp } = await bodyOf(c, saveSecuritySettings.body);
    await db.transaction(async (tx) => {
      const before = await readSecuritySettings(tx);
      await writeSecuritySettings(tx, { requireTotp: require_totp });
      await audit(tx, c.get('staff'), {
        action: 'settings.security',
        entity: 'settings',
        entityId: 'staff_security',
        before,
        after: { requireTotp: require_totp },
      });
    });
    return c.json({ data: { require_totp } });
  });

  return app;
}
