/**
 * Catalog reads, stale-while-revalidate: a screen seen before opens at once (and offline, and when the
 * API is down) from the cache, while the network refreshes it for next time. Only anonymous GETs of
 * public data; the language is in the query string, so one URL is one answer.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';

export const API_CACHE = 'api-public';

/** Public catalog, content and store-info reads; never user data, never the live price/stock check. */
export function isCacheableApiRead(url: URL, request: Pick<Request, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET') return false; // writes always go to the network
  if (request.headers.has('Authorization')) return false; // user data never enters a shared cache
  const path = url.pathname;
  if (path === '/api/catalog/variants') return false; // the cart's re-check must see the live price
  return path === '/api/public/store-info' || path.startsWith('/api/catalog/') || path.startsWith('/api/content/');
}

// Only complete answers are kept: a 404 or 500 must not replace a good copy.
export const only200: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

export function registerApiCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) => url.origin === scope.location.origin && isCacheableApiRead(url, request),
    new StaleWhileRevalidate({
      cacheName: API_CACHE,
      plugins: [
        only200,
        // A week and 400 answers: enough for a shopper's recent browsing, bounded on a small phone.
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );
}
