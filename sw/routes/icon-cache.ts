/**
 * The shop's icons (the favicon, the touch icon, the manifest's), stale-while-revalidate. They left the
 * install (decision 040): a first visit is kept offline only once the install is done, and Workbox's
 * precache fetched them one at a time, a round trip each, about a second on a slow phone. Offline they
 * are only the tab's icon, so they come after: stored when the page next asks for one, or when the app
 * asks for the shell's fill (`warm`). Their names have no hash, so a stored copy is refreshed on use.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { only200 } from './api-cache';

export const ICON_CACHE = 'icons';

export function registerIconCache(
  scope: ServiceWorkerGlobalScope,
  icons: readonly string[],
): { warm: (event: ExtendableEvent) => Promise<void> } {
  const known = new Set(icons);
  const strategy = new StaleWhileRevalidate({ cacheName: ICON_CACHE, plugins: [only200] });
  registerRoute(({ url, request }) => request.method === 'GET' && known.has(url.href), strategy);
  return {
    /** Stores the icons not stored yet; never rejects (offline, the next ask tries again). */
    warm: async (event) => {
      const cache = await scope.caches.open(ICON_CACHE);
      const missing = [];
      for (const url of icons) if (!(await cache.match(url))) missing.push(url);
      await Promise.allSettled(
        missing.map((url) => strategy.handleAll({ request: new Request(url), event })[1]),
      );
    },
  };
}
