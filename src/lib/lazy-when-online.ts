/**
 * React's `lazy` for a part a page the server rendered shows from the start (the header's cart button
 * and search, the footer, the cards' quick add, the filter chips): offline, with its code not yet on
 * the device, the part waits for the network (when-online.ts) instead of failing, so React leaves the
 * server's markup as it is until the code comes (decision 043).
 */
import { lazy, type ComponentType } from 'react';
import { retryWhenOnline } from './when-online';

// `any` props, as React.lazy's own signature: the props are the loaded component's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryWhenOnline(load));
}
