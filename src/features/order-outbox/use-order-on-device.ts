import { useLiveQuery } from 'dexie-react-hooks';
import type { OrderOnDevice } from '../../lib/orders/place-order';
import { readOrderOnDevice } from './order-on-device';

const NONE: OrderOnDevice = { kind: 'none' };

/**
 * The token's order on this device, live: it changes when any tab or the worker queues, sends or settles
 * it. undefined while first read; a device that cannot read IndexedDB has nothing queued.
 */
export function useOrderOnDevice(token: string): OrderOnDevice | undefined {
  return useLiveQuery(() => readOrderOnDevice(token).catch(() => NONE), [token]);
}
