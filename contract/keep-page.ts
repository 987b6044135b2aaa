/**
 * KEEP_PAGE, app → worker (docs/decisions/028 and 040), in a file of its own: the boot script sends it
 * (src/features/pwa/keep-page.ts), and a module it shared with the app would take the app's whole
 * entry into the boot script (vite.config.ts). Only types and two numbers: the worker imports it too.
 */

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
