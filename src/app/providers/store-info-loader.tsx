import { useEffect } from 'react';
import { defaultStoreInfoDeps, loadStoreInfoOnce } from '../../features/store-info/load-store-info';

/** Loads store info once per start, after the first paint (Dexie and the ad tag stay off the critical path). */
export function StoreInfoLoader() {
  useEffect(() => {
    defaultStoreInfoDeps()
      .then(loadStoreInfoOnce)
      .catch((error: unknown) => console.error('Failed to load store info', error));
  }, []);
  return null;
}
