/**
 * Reads the owner-editable store settings for the storefront and the server's own rules (checkout,
 * returns, mails), fresh from `store_settings` on every call: nothing here is cached, so an owner's
 * save counts from the next request (issue 39). Only the shipping methods turned on are answered;
 * the Google tag id the owner set, else the environment's, is store-info's (routes/store-info.ts).
 */
import type { StoreInfo } from '../../../contract/types';
import { methodsOf, settingsOf } from './stored-settings';
import type { Db } from '../client';
import { storeSettings } from '../schema';
import { STORE_DEFAULTS } from '../store-defaults';

export type Settings = Omit<StoreInfo, 'google_ads' | 'return_window_days'> & {
  return_window_days: number;
  /** The owner's Google tag id; null leaves it to GOOGLE_ADS_ID. */
  google_tag_id: string | null;
};

/** Missing rows fall back to the defaults, so a half-edited table still answers a whole shape. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(storeSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const owned = settingsOf(stored);
  const merged = { ...STORE_DEFAULTS, ...stored } as unknown as Settings;
  return {
    ...merged,
    shipping_methods: methodsOf(stored.shipping_methods)
      .filter((m) => m.enabled)
      .map(({ enabled: _, ...m }) => m),
    return_window_days: owned.return_window_days,
    google_tag_id: owned.google_tag_id,
  };
}

export async function lowStockThreshold(db: Db): Promise<number> {
  const value = (await readSettings(db)).low_stock_threshold;
  return typeof value === 'number' ? value : STORE_DEFAULTS.low_stock_threshold;
}
