/**
 * The back office's own settings, kept in `store_settings` under `staff_security` (owner-only): whether
 * every staff member must sign in with an authenticator app as well as a password.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeSettings } from '../db/schema';

const KEY = 'staff_security';

export interface SecuritySettings {
  requireTotp: boolean;
}

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, KEY));
  const value = (row?.value ?? {}) as Partial<SecuritySettings>;
  return { requireTotp: value.requireTotp === true };
}

export async function writeSecuritySettings(db: Db, value: SecuritySettings): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
}
