import { storeInfoPath } from '../../../contract/api/paths';
import type { StoreInfo } from '../../../contract/types';
import { api } from '../../lib/api/client';

export function fetchStoreInfo(): Promise<StoreInfo> {
  return api.get(storeInfoPath());
}
