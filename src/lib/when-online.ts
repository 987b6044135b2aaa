/**
 * Loads code again once the browser is back online, when it failed offline: a file that had not
 * reached the device before the network went (a first visit's page reloaded offline as its code still
 * came, decision 043). Chromium fetches a failed dynamic import again. Meanwhile the promise waits, so
 * a page the server rendered is not hydrated over with failures: it stays readable, its links work,
 * and the taps the head script keeps are carried out once the code comes (a part still waiting can
 * lose its server markup to a re-render around it: decision 043, Tested). Online, a failure is the caller's (a deploy since the
 * tab loaded: lib/lazy-part.tsx, features/pwa/chunk-reload.ts). src/boot.ts writes the same out.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (globalThis.navigator?.onLine !== false) throw error;
    return new Promise((resolve) => addEventListener('online', resolve, { once: true })).then(() =>
      retryWhenOnline(load),
    );
  });
}
