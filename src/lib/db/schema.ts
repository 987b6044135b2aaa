/**
 * The device's IndexedDB schema (Dexie), pure so the service worker can import it too.
 * Each version lists every table; a new version only adds or changes what it names.
 * storeInfo: the last public store info, so the shop's name and currency show offline.
 */
import type { StoreInfo } from '../../../contract/types';

export const DB_NAME = 'storefront';

export interface StoreInfoRow {
  key: 'current';
  value: StoreInfo;
  savedAt: number;
}

/** Dexie store definitions by version: primary key first, then indexes. */
export const SCHEMA_VERSIONS: Record<number, Record<string, string>> = {
  1: { storeInfo: 'key' },
};
