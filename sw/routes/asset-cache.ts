/**
 * Built files the shell leaves out (online-only screens' code, scripts/shell-precache.ts), cache-first:
 * their names carry a content hash, so a cached copy is always right. Cached when a screen first uses
 * them, bounded, and kept across releases so a tab still running an older build finds its files.
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { only200 } from './api-cache';

export const ASSET_CACHE = 'assets';

export function registerAssetCache(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: ASSET_CACHE,
      plugins: [
        only200,
        // 60 files for 30 days: a few releases of the online-only screens, dropped first when space runs out.
        new ExpirationPlugin({
          maxEntries: 60,
          maxAgeSeconds: 30 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
