/**
 * Loads code again once the browser is back online, when it failed offline: a file that had not
 * reached the device before the network went (a first visit's page reloaded offline as its code still
 * came, decision 043). Chromium fetches a failed dynamic import again. Meanwhile the promise waits, so
 * a page the server rendered keeps its markup as it is: readable, its links working, the taps the head
 * script keeps carried out once the code comes. Online, a failure is the caller's (a deploy since the
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
