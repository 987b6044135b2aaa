/**
 * When a screen's API reads should be read again, quietly (issue 5): the service worker reports a
 * changed answer for one of its URLs (the cached copy was shown first), the browser comes back online
 * (the worker answers from cache and revalidates; a change then arrives as a broadcast), or the tab is
 * shown again a while after the last read. The caller keeps what it shows until the new answer is in.
 */
import { useEffect, useEffectEvent } from 'react';

/**
 * A tab shown again re-reads only after this long: the worker answers from its cache and revalidates
 * (a 304 when nothing changed), so it is cheap, but flicking between tabs need not cost a request each.
 */
export const VISIBLE_REFRESH_AFTER_MS = 60_000;

/**
 * Calls `refresh` on each of those signals. `urls` are the reads as the API client requests them
 * (`buildApiUrl`); `loadedAt` answers when the screen last read them (0: not yet).
 */
export function useQuietRefresh(
  urls: readonly string[],
  refresh: () => void,
  loadedAt: () => number,
): void {
  const again = useEffectEvent(() => refresh());
  const lastRead = useEffectEvent(() => loadedAt());
  const joined = urls.join('\n');

  useEffect(() => {
    if (!joined) return;
    const onVisible = () => {
      const at = lastRead();
      if (
        document.visibilityState === 'visible' &&
        at > 0 &&
        Date.now() - at >= VISIBLE_REFRESH_AFTER_MS
      )
        again();
    };
    // The broadcasts' listener is a chunk of its own, so no page's start waits for it (issue 12's size
    // budget). It is in before a broadcast can come: the chunk comes from the worker's cache, the
    // broadcast after the worker's revalidation, a network round trip. Without the chunk (offline,
    // before the worker had it) there is no worker to hear.
    let unsubscribes: (() => void)[] | undefined = [];
    import('./cache-updates')
      .then(({ subscribeCacheUpdate }) => {
        unsubscribes &&= joined.split('\n').map((url) => subscribeCacheUpdate(url, again));
      })
      .catch(() => undefined);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribes?.forEach((unsubscribe) => unsubscribe());
      unsubscribes = undefined;
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [joined]);
}
