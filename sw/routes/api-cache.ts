/**
 * Catalog reads, stale-while-revalidate: a screen seen before opens at once (and offline, and when the
 * API is down) from the cache, while the network refreshes it for next time. Only anonymous GETs of
 * public data; the language is in the query string, so one URL is one answer.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { isCacheableApiRead } from './api-cache-rule';

export const API_CACHE = 'api-public';

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
