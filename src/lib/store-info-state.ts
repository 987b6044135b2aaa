/**
 * The store-info state holder (spec section 3): the public store info loaded once per start,
 * and the flag that records whether the ad tag was already started. Any feature may read it.
 */
import { proxy } from 'valtio';
import type { StoreInfo } from '../../contract/types';

export const storeInfoState = proxy({
  /** null until loaded, and again after a failed load ("set to empty"). */
  info: null as StoreInfo | null,
  status: 'idle' as 'idle' | 'loading' | 'ready' | 'failed',
  adTagInitialized: false,
});
