/**
 * Messages between the app and its service worker. Both sides import this file, so a renamed field
 * fails the typecheck on both sides instead of silently doing nothing.
 */

/** App → worker: activate the waiting worker (the shopper chose Reload in the update prompt). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/**
 * App → worker: the complete set of same-origin paths (with query) to keep available offline, whatever
 * the runtime caches' bounds evict: the API reads and first pictures of the last 30 recently viewed
 * products and of every wishlisted product. Each message replaces the previous set.
 */
export interface KeepOfflineMessage {
  type: 'KEEP_OFFLINE';
  urls: string[];
}

export type AppToWorkerMessage = SkipWaitingMessage | KeepOfflineMessage;

/** How many recently viewed products are kept offline (issue 5). */
export const RECENTLY_VIEWED_LIMIT = 30;
