/**
 * The store-info state holder (spec section 3): the public store info loaded once per start,
 * and the flag that records whether the ad tag was already started. Any feature may read it.
 */
import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';
import type { StoreInfo } from '../../contract/types';

export const storeInfoState = proxy({
  /** null until loaded, and again after a failed load ("set to empty"). */
  info: null as StoreInfo | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  adTagInitialized: false,
});

/**
 * One field (or a value derived from the info) for a component: it re-renders only when that value
 * changes, not on every store-info update (a page used to re-render whole when the info arrived).
 * `select` must answer a primitive or a stable value. The server snapshot is the same state, so
 * a server that fills it before rendering hydrates without a mismatch.
 */
export function useStoreInfo<T>(select: (info: StoreInfo | null) => T): T {
  const get = () => select(storeInfoState.info);
  return useSyncExternalStore((onChange) => subscribe(storeInfoState, onChange), get, get);
}
