import { describe, expect, it } from 'vitest';
import { StorefrontDb } from './db';
import { onVersionChange } from './version-change';
import { SCHEMA_VERSIONS } from './schema';

describe('the Dexie schema', () => {
  it('keeps version 1 as published and adds the cart and wishlist in version 2', () => {
    expect(SCHEMA_VERSIONS[1]).toEqual({ storeInfo: 'key' });
    expect(SCHEMA_VERSIONS[2]).toMatchObject({
      cart: 'variantId, addedAt',
      wishlist: 'id, addedAt',
    });
  });

  it('adds recently viewed products in version 3, listing every table of version 2 again', () => {
    expect(SCHEMA_VERSIONS[3]).toEqual({ ...SCHEMA_VERSIONS[2], recentlyViewed: 'id, viewedAt' });
  });

  it('closes itself and tells listeners when a newer tab upgrades the database', async () => {
    const name = `versionchange-${Math.random()}`;
    const old = new StorefrontDb(name);
    await old.open();
    let told = 0;
    const off = onVersionChange(() => told++);
    // A newer build opens a higher version (Dexie stores version n as 10n in IndexedDB).
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1000);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked: the old tab did not close'));
    });
    expect(told).toBe(1);
    expect(old.isOpen()).toBe(false);
    off();
  });
});
