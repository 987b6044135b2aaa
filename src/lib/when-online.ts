/**
 * Loads code again once the browser is back online, when it failed offline: a file that had not
 * reached the device before the network went (a first visit's page reloaded offline as its code still
 * came, decision 043). Chromium fetches a failed dynamic import again. Meanwhile the promise waits, so
 * a page the server rendered is not hydrated over with failures: it stays readable, its links work,
 * and the taps the head script keeps are carried out once the code comes.
 *
 * The `online` event says the device has a network, not that a request gets through yet (a phone
 * rejoining a mobile network; a worker whose own offline state lags the page's): a load that fails
 * just after it is tried again a few times, a second apart, before it counts as failed.
 *
 * Online from the start, a failure is the caller's (a deploy since the tab loaded: lib/lazy-part.tsx,
 * features/pwa/chunk-reload.ts). `tries`: how many more tries a failure online still gets. src/boot.ts
 * writes the same out.
 */
export function retryWhenOnline<T>(load: () => Promise<T>, tries = 0): Promise<T> {
  return load().catch((error: unknown) => {
    const offline = globalThis.navigator?.onLine === false;
    if (!offline && tries === 0) throw error;
    return new Promise((resolve) => {
      if (offline) addEventListener('online', resolve, { once: true });
      else setTimeout(resolve, BACK_ONLINE_RETRY_MS);
    }).then(() => retryWhenOnline(load, offline ? BACK_ONLINE_RETRIES : tries - 1));
  });
}

/** How often, and how far apart, a load that fails just after the browser came back online is tried again. */
export const BACK_ONLINE_RETRIES = 3;
export const BACK_ONLINE_RETRY_MS = 1_000;
