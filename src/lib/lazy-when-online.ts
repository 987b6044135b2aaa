/**
 * React's `lazy` for a part a page the server rendered shows from the start (the header's cart button
 * and search, the footer, the cards' quick add, the filter chips) or that comes on use: offline, with
 * its code not yet on the device, the part waits for the network (when-online.ts) instead of failing,
 * so React leaves the server's markup as it is until the code comes (decision 043).
 *
 * Online, a load that fails (a deploy since the tab loaded removed the chunk) renders `instead`
 * (nothing, unless given) and the page goes on: the error would otherwise reach the nearest error
 * boundary, the whole page's, or for the header, outside every page, the root, which empties the
 * screen.
 */
import { lazy, type ComponentType } from 'react';
import { retryWhenOnline } from './when-online';

export const Nothing = () => null;

/**
 * `load` through retryWhenOnline; online, a failure is logged and `instead` answered. `tries`: how
 * many more tries a failure online gets first, a second apart (none for code, which a failure online
 * means a deploy removed; a part of the text tries again, lib/i18n/messages.ts).
 */
export function loadOr<T>(load: () => Promise<T>, instead: T, tries = 0): Promise<T> {
  return retryWhenOnline(load, tries).catch((error: unknown) => {
    console.error('A part of the page failed to load', error);
    return instead;
  });
}

// `any` props, as React.lazy's own signature: the props are the loaded component's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenOnline<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  instead: ComponentType = Nothing,
) {
  return lazy(() => loadOr(load, { default: instead as T }));
}
