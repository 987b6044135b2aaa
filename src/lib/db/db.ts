/**
 * The one Dexie instance of the app, opened lazily so catalog pages do not pay for Dexie up front.
 * When a newer tab upgrades the schema, this (older) tab closes its connection at once so the upgrade is
 * not blocked, and tells whoever listens (the app shows its update prompt): its code no longer matches.
 */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import {
  DB_NAME,
  SCHEMA_VERSIONS,
  type CartLineRow,
  type CheckoutDraftRow,
  type OrderRow,
  type OutboxRow,
  type RecentlyViewedRow,
  type StoreInfoRow,
  type WishlistRow,
} from './schema';
import { tellVersionChange } from './version-change';

// Dexie turns its debug mode on wherever the page's address is localhost: every table call then makes
// a console task (an async stack trace to keep), which with DevTools or a trace attached cost 60–80 ms
// of one start-up task. Shoppers, on the shop's own domain, never run it, so nothing does: `npm start`,
// the e2e suite and bench/ on localhost run as they do. (What it adds is longer async stack traces.)
Dexie.debug = false;

export class StorefrontDb extends Dexie {
  storeInfo!: Table<StoreInfoRow, 'current'>;
  cart!: Table<CartLineRow, string>;
  wishlist!: Table<WishlistRow, string>;
  recentlyViewed!: Table<RecentlyViewedRow, string>;
  checkouts!: Table<CheckoutDraftRow, string>;
  outbox!: Table<OutboxRow, string>;
  orders!: Table<OrderRow, string>;

  /** `options`: the outbox opens a second connection with strict durability (lib/db/outbox.ts). */
  constructor(name = DB_NAME, options?: DexieOptions) {
    super(name, options);
    for (const [version, stores] of Object.entries(SCHEMA_VERSIONS)) {
      this.version(Number(version)).stores(stores);
    }
    this.on('versionchange', () => {
      this.close();
      tellVersionChange();
      // false: we closed it ourselves; Dexie's default would also log to the console.
      return false;
    });
  }
}

export const db = new StorefrontDb();
