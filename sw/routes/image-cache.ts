/**
 * Product pictures, cache-first: their names change when they change (immutable), so a cached copy is
 * always right. The browser picks one srcset candidate per image, and only that one is fetched and kept.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { only200 } from './api-cache';
import { samePictureFallback } from './keep-offline-fallback';

export const IMAGE_CACHE = 'images';

/** The rule's strategy, shared with KEEP_PAGE (keep-page.ts), which warms the same cache through it. */
export const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    only200,
    // 300 pictures for 30 days, and the first thing dropped when the device runs short of space.
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
    samePictureFallback(IMAGE_CACHE), // offline and not cached: a kept copy, or another width of the same picture
  ],
});

export function registerImageCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      url.pathname.startsWith('/images/'),
    imageStrategy,
  );
}
