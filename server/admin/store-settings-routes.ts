/**
 * The owner's store settings (issue 39): read them as the screen edits them, and save them whole. The
 * save checks the body's every field (422 with message ids by field path: contract/admin/settings-inputs)
 * and writes the rows and the audit row (before and after) in one transaction. The storefront reads
 * the rows on each request (db/queries/settings.ts), so the change counts from the next one.
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AppDeps } from '../deps';
import { bodyOf } from '../http/validate';
import { audit } from './audit';
import { adminRoute } from './route';
import { readStoreSettings, writeStoreSettings } from './store-settings';
import type { StaffEnv } from './staff-session';

const { storeSettings, saveStoreSettings } = adminEndpoints;

export function adminStoreSettingsRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, storeSettings, async (c) => c.json({ data: await readStoreSettings(db) }));

  adminRoute(app, db, saveStoreSettings, async (c) => {
    const body = await bodyOf(c, saveStoreSettings.body);
    const after = await db.transaction(async (tx) => {
      const before = await readStoreSettings(tx);
      await writeStoreSettings(tx, body);
      const saved = await readStoreSettings(tx);
      await audit(tx, c.get('staff'), {
        action: 'settings.store',
        entity: 'settings',
        entityId: 'store',
        before,
        after: saved,
      });
      return saved;
    });
    return c.json({ data: after });
  });

  return app;
}
