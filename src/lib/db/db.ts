/** The one Dexie instance of the app, opened lazily so catalog pages do not pay for Dexie up front. */
import Dexie, { type Table } from 'dexie';
import { DB_NAME, SCHEMA_VERSIONS, type StoreInfoRow } from './schema';

export class StorefrontDb extends Dexie {
  storeInfo!: Table<StoreInfoRow, 'current'>;

  constructor(name = DB_NAME) {
    super(name);
    for (const [version, stores] of Object.entries(SCHEMA_VERSIONS)) {
      this.version(Number(version)).stores(stores);
    }
  }
}

export const db = new StorefrontDb();
