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

/** One API read a server-rendered page came with: its URL as the app requests it, and the API's answer. */
export interface KeptAnswer {
  /** Absolute, same origin, spelled as the app's own fetch of it (the runtime cache's key). */
  url: string;
  /** The answer's `data`: the API answers `{ data }` (contract/api), and the worker writes it back so. */
  data: unknown;
  /** The API's ETag for that body, when the page had it: a later revalidation then finds nothing new. */
  etag?: string;
}

/**
 * App → worker: a server-rendered page is on screen, and its data came with its HTML, so no read went
 * through the worker. Its answers go into the API runtime cache, and the pictures the shopper saw into
 * the image cache, each only where that cache has nothing for the URL yet (docs/decisions/028).
 */
export interface KeepPageMessage {
  type: 'KEEP_PAGE';
  answers: KeptAnswer[];
  /** Same-origin `/images/` URLs, as the page's <img> elements loaded them (their currentSrc). */
  pictures: string[];
}

/** Bounds of one KEEP_PAGE, checked on both sides: a page reads a few APIs and shows a screenful of pictures. */
export const KEEP_PAGE_MAX_ANSWERS = 8;
export const KEEP_PAGE_MAX_PICTURES = 24;

/**
 * App → worker: answer `true` on the message's port once the shell's code is stored, both stages (the
 * second holds the screens a shopper reaches from a catalog page; docs/decisions/039), `false` if it
 * cannot be now. Asking starts a fill if none is under way.
 */
export interface ShellFilledMessage {
  type: 'SHELL_FILLED';
}

export type AppToWorkerMessage =
  SkipWaitingMessage | KeepOfflineMessage | KeepPageMessage | ShellFilledMessage;

/** How many recently viewed products are kept offline (issue 5). */
export const RECENTLY_VIEWED_LIMIT = 30;
