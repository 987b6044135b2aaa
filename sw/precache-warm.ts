/**
 * Fills the browser's HTTP cache with the precache's hashed files, several at a time, while the worker
 * installs. It keeps nothing itself: Workbox's precache stays the only store of the shell. Workbox
 * installs one file at a time (PrecacheController, workbox issue 2528), a round trip each on a slow
 * phone. It asks for a hashed file with the default cache mode, so it then finds the file in the HTTP
 * cache (the server sends them `immutable`), or joins the warm's fetch already on its way.
 * Files with a revision (index.html, icons) Workbox asks for with `cache: 'reload'`, past the HTTP
 * cache: they are left to it. A failed warm fetch leaves its file to Workbox, which fails the install
 * on it if it fails again, as before (docs/decisions/028).
 */
import type { PrecacheEntry } from 'workbox-precaching';

/**
 * Six at once, a browser's connection limit per host over HTTP/1.1: more would only queue in the
 * browser, and would take every connection from the page's own requests for longer.
 */
export const WARM_CONCURRENCY = 6;

/**
 * The absolute URLs Workbox fetches with the default cache mode, in its order: entries without a
 * revision (PrecacheController's `_urlsToCacheModes`), resolved as its createCacheKey does.
 */
export function warmUrls(entries: ReadonlyArray<PrecacheEntry | string>, base: string): string[] {
  const urls = entries.flatMap((entry) => {
    if (typeof entry !== 'string' && entry.revision) return [];
    return [new URL(typeof entry === 'string' ? entry : entry.url, base).href];
  });
  return [...new Set(urls)];
}

/**
 * Fetches the URLs, at most `concurrency` at a time, and reads each body to its end: the HTTP cache
 * holds a file only once its body has been read, a cancelled body leaves nothing. The bytes are dropped
 * as they arrive, so memory stays at a chunk per fetch. Never rejects. After a failure it starts no more
 * fetches: Workbox will meet the same file and fail the install, so the rest would be wasted.
 */
export async function warmPrecache(
  urls: readonly string[],
  load: (request: Request) => Promise<Response>,
  concurrency = WARM_CONCURRENCY,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < urls.length) {
      const url = urls[next++]!;
      try {
        // The same request as Workbox's, so that it finds this one's cache entry.
        const response = await load(
          new Request(url, { cache: 'default', credentials: 'same-origin' }),
        );
        await response.body?.pipeTo(new WritableStream());
        if (!response.ok) failed = true;
      } catch {
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
}

/**
 * Warms at install, in a listener registered before precacheAndRoute's, so its first fetches leave
 * before Workbox's first. Files already in the precache (`precacheName`; an update) are skipped:
 * Workbox keeps them. The install does not wait for the warm: Workbox's own waitUntil outlasts it.
 */
export function registerPrecacheWarm(
  scope: ServiceWorkerGlobalScope,
  entries: ReadonlyArray<PrecacheEntry | string>,
  precacheName: string,
): void {
  scope.addEventListener('install', () => {
    void (async () => {
      const precache = await scope.caches.open(precacheName);
      const kept = new Set((await precache.keys()).map((request) => request.url));
      const urls = warmUrls(entries, scope.location.href).filter((url) => !kept.has(url));
      await warmPrecache(urls, (request) => scope.fetch(request));
    })().catch(() => undefined);
  });
}
