/**
 * Store info is loaded once per start (spec section 4): a cached copy is used at once; the network copy
 * then replaces it (so the owner's changes reach returning shoppers) and is saved. The ad tag starts once.
 * On failure with nothing cached, store info is set empty and the error logged; nothing is shown.
 */
import type { StoreInfo } from '../../../contract/types';
import { startAdTag } from '../../lib/analytics/ad-tag';
import { storeInfoState } from '../../lib/store-info-state';

export interface StoreInfoDeps {
  readCache: () => Promise<StoreInfo | null>;
  saveCache: (info: StoreInfo) => Promise<void>;
  fetchInfo: () => Promise<StoreInfo>;
  startTag: (id: string) => void;
}

let started: Promise<void> | null = null;

/**
 * Loads store info once; later calls share the first load. `fromServer`: the store info a
 * server-rendered page brought (main.tsx put it in the state), which is this start's network copy.
 */
export function loadStoreInfoOnce(
  deps: StoreInfoDeps,
  fromServer?: StoreInfo | null,
): Promise<void> {
  started ??= fromServer ? keepStoreInfo(deps, fromServer) : loadStoreInfo(deps);
  return started;
}

/**
 * Store info already fresh from the server: nothing to read or fetch again. It is saved for the app
 * shell's later starts (offline among them), and the ad tag starts. `info` is a plain object (a
 * snapshot of the state), which IndexedDB can clone.
 */
export async function keepStoreInfo(deps: StoreInfoDeps, info: StoreInfo): Promise<void> {
  await saveCache(deps, info);
  initAdTag(deps, info);
}

/** Best effort: a full or blocked device store only costs the next start its cached copy. */
function saveCache(deps: StoreInfoDeps, info: StoreInfo): Promise<void> {
  return deps
    .saveCache(info)
    .catch((error: unknown) => console.warn('store info not cached', error));
}

export async function loadStoreInfo(deps: StoreInfoDeps): Promise<void> {
  storeInfoState.status = 'loading';
  const cached = await deps.readCache().catch(() => null);
  if (cached) {
    storeInfoState.info = cached;
    storeInfoState.status = 'ready';
  }
  try {
    const fresh = await deps.fetchInfo();
    // valtio makes the object it is given, nested objects included, its proxy's target in place, and
    // IndexedDB cannot clone a proxy (DataCloneError): the state holder gets its own copy.
    storeInfoState.info = structuredClone(fresh);
    storeInfoState.status = 'ready';
    await saveCache(deps, fresh);
  } catch (error) {
    console.error('Failed to load store info', error);
    if (!cached) {
      storeInfoState.info = null;
      storeInfoState.status = 'failed';
      return;
    }
  }
  initAdTag(deps);
}

function initAdTag(deps: StoreInfoDeps, info: StoreInfo | null = storeInfoState.info): void {
  if (storeInfoState.adTagInitialized) return;
  const id = info?.google_ads?.id;
  if (!id) {
    console.warn('missing Google tag ID');
    return;
  }
  try {
    deps.startTag(id);
    storeInfoState.adTagInitialized = true;
  } catch (error) {
    console.warn('Google tag failed to start', error);
  }
}

export const defaultStoreInfoDeps = async (): Promise<StoreInfoDeps> => {
  const [{ readCachedStoreInfo, saveStoreInfo }, { fetchStoreInfo }] = await Promise.all([
    import('./store'),
    import('./api'),
  ]);
  return {
    readCache: readCachedStoreInfo,
    saveCache: saveStoreInfo,
    fetchInfo: fetchStoreInfo,
    startTag: (id) => startAdTag(id),
  };
};

/** The app's start (app/providers/store-info-loader.tsx): loads or keeps store info, once. */
export async function startStoreInfo(fromServer: StoreInfo | null): Promise<void> {
  await loadStoreInfoOnce(await defaultStoreInfoDeps(), fromServer);
}

/** For tests: forget the once-per-start load. */
export function resetStoreInfoLoad(): void {
  started = null;
}
