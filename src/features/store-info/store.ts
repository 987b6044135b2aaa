/** The store-info cache in Dexie (`storeInfo`): the last answer, so a start offline still knows the shop. */
import type { StoreInfo } from '../../../contract/types';
import { db } from '../../lib/db/db';

export async function readCachedStoreInfo(): Promise<StoreInfo | null> {
  const row = await db.storeInfo.get('current');
  return row?.value ?? null;
}

export async function saveStoreInfo(value: StoreInfo): Promise<void> {
  await db.storeInfo.put({ key: 'current', value, savedAt: Date.now() });
}
