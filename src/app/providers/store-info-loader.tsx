import { useEffect } from 'react';
import { snapshot } from 'valtio';
import type { StoreInfo } from '../../../contract/types';
import { whenEngaged } from '../../lib/engaged';
import { storeInfoState } from '../../lib/store-info-state';

// Its own chunk, with the ad tag: the first paint needs neither.
const start = (fromServer: StoreInfo | null) =>
  import('../../features/store-info/load-store-info')
    .then((m) => m.startStoreInfo(fromServer))
    .catch((error: unknown) => console.error('Failed to load store info', error));

/**
 * Loads store info once per start, after the first paint (Dexie and the ad tag stay off the critical
 * path). A server-rendered page brought it along (main.tsx): that copy is only saved to the device's
 * cache, once the shopper engages (src/lib/engaged.ts), so the page's start neither opens Dexie nor
 * asks for it again.
 */
export function StoreInfoLoader() {
  useEffect(() => {
    // A snapshot: a plain copy (the state's own object is valtio's proxy, which IndexedDB cannot clone).
    const fromServer =
      storeInfoState.status === 'ready'
        ? (snapshot(storeInfoState).info as StoreInfo | null)
        : null;
    if (!fromServer) {
      void start(null);
      return;
    }
    return whenEngaged(() => void start(fromServer));
  }, []);
  return null;
}
