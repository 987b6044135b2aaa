/**
 * Last resorts when a runtime route has neither the network nor its own cached copy (Workbox calls
 * `handlerDidError` only then): answer from `kept-offline`, and for a picture, from any other file of
 * the same picture already on the device. Returning undefined lets the original error through.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { KEEP_OFFLINE_CACHE, normalizeUrl, samePictureUrls } from './keep-offline-rule';

async function matchKept(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(KEEP_OFFLINE_CACHE);
  return cache.match(normalizeUrl(new URL(request.url)), { ignoreVary: true });
}

/** API reads: a kept product read (recently viewed or wishlisted) when its runtime copy expired or never was. */
export const keptOfflineFallback: WorkboxPlugin = {
  handlerDidError: ({ request }) => matchKept(request).catch(() => undefined),
};

/**
 * Pictures: the kept file, else the largest file of the same picture (any width or format) in the
 * runtime `imageCache` or `kept-offline`. The browser sniffs the format, so a WebP answers an AVIF ask.
 */
export function samePictureFallback(imageCache: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      try {
        const kept = await matchKept(request);
        if (kept) return kept;
        const caches_ = await Promise.all(
          [imageCache, KEEP_OFFLINE_CACHE].map((name) => caches.open(name)),
        );
        const urls = (await Promise.all(caches_.map((c) => c.keys()))).flat().map((r) => r.url);
        for (const url of samePictureUrls(request.url, urls)) {
          for (const cache of caches_) {
            const hit = await cache.match(url, { ignoreVary: true });
            if (hit) return hit;
          }
        }
      } catch {
        // Storage trouble: fall through to the original error.
      }
      return undefined;
    },
  };
}
