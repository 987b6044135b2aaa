/** Reads the owner-editable store settings; google_ads comes from the environment, not the database. */
import type { StoreInfo } from '../../../contract/types';
import type { Db } from '../client';
import { storeSettings } from '../schema';
import { STORE_DEFAULTS } from '../store-defaults';

export type Settings = Omit<StoreInfo, 'google_ads'>;

/** Missing rows fall back to the defaults, so a half-edited table still answers a whole shape. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(storeSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...STORE_DEFAULTS, ...stored } as unknown as Settings;
}

export async function lowStockThreshold(db: Db): Promise<number> {
  const value = (await readSettings(db)).low_stock_threshold;
  return typeof value === 'number' ? value : STORE_DEFAULTS.low_stock_threshold;
}
