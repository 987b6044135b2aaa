/**
 * The service worker's "this cached answer changed" broadcasts (workbox-broadcast-update), handed to
 * whoever shows that URL. The worker answered a read from its cache first; when its revalidation
 * brought a different body it posts the URL, and the screen showing it refetches quietly (issue 5).
 */

/** What workbox-broadcast-update posts to every window the worker controls. */
export interface CacheUpdatedMessage {
  type: 'CACHE_UPDATED';
  meta: 'workbox-broadcast-update';
  payload: { cacheName: string; updatedURL: string };
}

export function isCacheUpdatedMessage(data: unknown): data is CacheUpdatedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, meta, payload } = data as Partial<CacheUpdatedMessage>;
  return (
    type === 'CACHE_UPDATED' &&
    meta === 'workbox-broadcast-update' &&
    typeof payload?.updatedURL === 'string'
  );
}

type Listener = () => void;

/** The page's own absolute form of a URL, as the worker sees it in `request.url`. */
function absolute(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return null;
  }
}

/**
 * One message listener for the whole page, added on the first subscription (a page without a
 * worker, or a browser without them, simply never hears anything).
 */
export function createCacheUpdates(getTarget: () => EventTarget | null | undefined) {
  const listeners = new Map<string, Set<Listener>>();
  let listening = false;

  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data;
    if (!isCacheUpdatedMessage(data)) return;
    const url = absolute(data.payload.updatedURL);
    // A copy: a listener that unsubscribes while we loop must not skip its neighbour.
    for (const listener of [...(url ? (listeners.get(url) ?? []) : [])]) listener();
  };

  function listen() {
    if (listening) return;
    const target = getTarget();
    if (!target) return;
    target.addEventListener('message', onMessage);
    listening = true;
  }

  /** Calls `listener` each time the worker reports a new answer for `url`; returns the unsubscribe. */
  function subscribe(url: string, listener: Listener): () => void {
    const key = absolute(url);
    if (key === null) return () => {};
    listen();
    const set = listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
    };
  }

  return { subscribe };
}

const pageUpdates = createCacheUpdates(() =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null,
);

export const subscribeCacheUpdate = pageUpdates.subscribe;
