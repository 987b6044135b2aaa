/**
 * The owner's store settings as the back office reads and writes them, in `store_settings` (one row per
 * key, the keys readSettings reads for the storefront: server/db/queries/settings.ts), read as
 * stored-settings.ts does (missing rows and fields as the defaults). A save writes every key in the caller's transaction, so the audit row
 * beside it and the storefront's next read see the whole change or none of it.
 */
import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { SHOP_COUNTRIES, type StoreSettingsBodySchema } from '../../contract/admin/settings-inputs';
import type { StoreSettings } from '../../contract/admin/settings-types';
import type { Db } from '../db/client';
import { settingsOf } from '../db/queries/stored-settings';
import { storeSettings } from '../db/schema';
import { STORE_DEFAULTS } from '../db/store-defaults';

/** The keys this screen owns (the others, currency, payment methods, staff_security, are left alone). */
const KEYS = [
  'name',
  'contact',
  'free_shipping_threshold',
  'shipping_methods',
  'countries',
  'google_tag_id',
  'low_stock_threshold',
  'return_window_days',
] as const;

export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const rows = await db.select().from(storeSettings);
  return settingsOf(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

export type StoreSettingsInput = v.InferOutput<typeof StoreSettingsBodySchema>;

/** Writes every key of the screen; countries are kept with their names, as store info answers them. */
export async function writeStoreSettings(db: Db, input: StoreSettingsInput): Promise<void> {
  const values: Record<(typeof KEYS)[number], unknown> = {
    name: input.name,
    contact: input.contact,
    free_shipping_threshold: input.free_shipping_threshold,
    shipping_methods: STORE_DEFAULTS.shipping_methods.map((d) => {
      const m = input.shipping_methods.find((x) => x.code === d.code)!;
      return {
        code: m.code,
        name: m.name,
        price: m.price,
        min_days: m.min_days,
        max_days: m.max_days,
        enabled: m.enabled,
      };
    }),
    countries: SHOP_COUNTRIES.filter((c) => input.countries.includes(c.code)),
    // '' for none: the column holds JSON, never SQL null.
    google_tag_id: input.google_tag_id ?? '',
    low_stock_threshold: input.low_stock_threshold,
    return_window_days: input.return_window_days,
  };
  await db
    .insert(storeSettings)
    .values(KEYS.map((key) => ({ key, value: values[key] })))
    .onConflictDoUpdate({ target: storeSettings.key, set: { value: sql`excluded.value` } });
}
