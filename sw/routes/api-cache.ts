/**
 * Catalog reads, stale-while-revalidate: a screen seen before opens at once (and offline, and when the
 * API is down) from the cache, while the network refreshes it for next time. Only GETs of public data,
 * sent to the network without the shopper's token; the language is in the query string, so one URL is one answer.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core';
import { anonymousRequest, isCacheableApiRead } from './api-cache-rule';
import { keptOfflineFallback } from './keep-offline-fallback';

export const API_CACHE = 'api-public';

// Only complete answers are kept: a 404 or 500 must not replace a good copy.
export const only200: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// Public reads go out without the shopper's token, so the shared cache only ever holds anonymous answers.
const anonymous: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => anonymousRequest(request),
};

/** The rule's strategy, shared with KEEP_PAGE (keep-page.ts), which fills the same cache the same way. */
export const apiStrategy = new StaleWhileRevalidate({
  cacheName: API_CACHE,
  plugins: [
    anonymous,
    only200,
    // The cached answer was shown first: when the revalidation differs (the server's ETag follows the
    // body), every open window hears CACHE_UPDATED with the URL and refetches it quietly (issue 5).
    // The ETag alone: a kept page's answer (KEEP_PAGE) has the API's ETag but no Content-Length, which
    // differs by encoding anyway, so comparing it would call every kept answer changed.
    new BroadcastUpdatePlugin({ headersToCheck: ['etag'] }),
    // A week and 400 answers: enough for a shopper's recent browsing, bounded on a small phone.
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 7 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
    keptOfflineFallback, // no network and no copy here: a recently viewed or wishlisted product is kept apart
  ],
});

export function registerApiCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) => url.origin === scope.location.origin && isCacheableApiRead(url, request),
    apiStrategy,
  );
}
