import { useEffect } from 'react';
import { snapshot } from 'valtio';
import type { StoreInfo } from '../../../contract/types';
import { defaultStoreInfoDeps, loadStoreInfoOnce } from '../../features/store-info/load-store-info';
import { whenIdle } from '../../lib/idle';
import { storeInfoState } from '../../lib/store-info-state';

const failed = (error: unknown) => console.error('Failed to load store info', error);

/**
 * Loads store info once per start, after the first paint (Dexie and the ad tag stay off the critical
 * path). A server-rendered page brought it along (main.tsx): that copy is only saved to the device's
 * cache, when the browser is idle, so hydration neither opens Dexie nor asks for it again.
 */
export function StoreInfoLoader() {
  useEffect(() => {
    // A snapshot: a plain copy (the state's own object is valtio's proxy, which IndexedDB cannot clone).
    const fromServer =
      storeInfoState.status === 'ready'
        ? (snapshot(storeInfoState).info as StoreInfo | null)
        : null;
    if (!fromServer) {
      defaultStoreInfoDeps().then(loadStoreInfoOnce).catch(failed);
      return;
    }
    return whenIdle(() => {
      defaultStoreInfoDeps()
        .then((deps) => loadStoreInfoOnce(deps, fromServer))
        .catch(failed);
    });
  }, []);
  return null;
}
