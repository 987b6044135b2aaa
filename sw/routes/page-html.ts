/**
 * A first visit's catalog page, kept as the server sent it, for an offline reload before the shell's
 * code is stored (docs/decisions/042).
 *
 * The shell (index.html and the app's code, decision 012) answers every navigation once its first
 * stage is stored. Until then it cannot: the server's page inlined its stylesheets and hydrated only
 * its own parts, so the shell's files are not on the device, and fetching them made a first install
 * wait two seconds on a slow phone. So a first install keeps each open tab's page from the HTTP cache
 * (no network: the page has just loaded it), and until the first stage is stored a navigation goes to
 * the network, then to that kept page. The page carries its data (#server-state) and its stylesheets,
 * and everything it loads it loaded online, into the HTTP cache. Once the code is stored the kept
 * pages are dropped: the shell answers, from data the worker keeps fresh.
 */
import type { RouteHandlerCallback } from 'workbox-core';
import { isKeepablePage } from './page-html-rule';

export const PAGE_HTML_CACHE = 'page-html';

/** The page's key: its URL without a fragment (a navigation's request has none). */
function pageKey(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/**
 * Keeps the open tabs' catalog pages as their HTTP cache holds them. `force-cache` takes the copy
 * the tab loaded however stale its headers call it (a catalog page is `max-age=0`, revalidated on
 * each visit): it is the page on screen. A tab whose page is not in that cache is fetched anew,
 * once, by the same request. A page that is not the same for everyone is left out.
 */
export async function keepOpenPages(scope: ServiceWorkerGlobalScope): Promise<void> {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await scope.caches.open(PAGE_HTML_CACHE);
  await Promise.allSettled(
    tabs
      .filter((tab) => new URL(tab.url).origin === scope.location.origin)
      .map(async (tab) => {
        const key = pageKey(tab.url);
        const response = await scope.fetch(
          new Request(key, {
            cache: 'force-cache',
            credentials: 'same-origin',
            headers: { Accept: 'text/html' },
          }),
        );
        if (isKeepablePage(response)) await cache.put(key, response);
      }),
  );
}

/**
 * The navigation's answer before the shell's code is stored: the network's, as if no worker were
 * there; offline, the page kept for this URL; else the shell (which shows the offline view).
 */
export function networkThenKeptPage(
  scope: ServiceWorkerGlobalScope,
  shell: RouteHandlerCallback,
): RouteHandlerCallback {
  return async (options) => {
    const request = options.request as Request;
    try {
      return await scope.fetch(request);
    } catch {
      const kept = await scope.caches.match(pageKey(request.url), {
        cacheName: PAGE_HTML_CACHE,
        ignoreVary: true,
      });
      if (kept) return kept;
      return shell(options);
    }
  };
}

/** Once the shell's code is stored, the kept pages are never read again. */
export function dropKeptPages(scope: ServiceWorkerGlobalScope): Promise<boolean> {
  return scope.caches.delete(PAGE_HTML_CACHE);
}
