/**
 * Messages between the app and its service worker. Both sides import this file, so a renamed field
 * fails the typecheck on both sides instead of silently doing nothing. KEEP_PAGE has a file of its own
 * (keep-page.ts): the boot script sends it, and must not share a module with the app.
 */
import type { KeepPageMessage } from './keep-page';

export type { KeepPageMessage, KeptAnswer } from './keep-page';

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

/**
 * App → worker: answer `true` on the message's port once the shell's code is stored, both stages (the
 * second holds the screens a shopper reaches from a catalog page; docs/decisions/039), `false` if it
 * cannot be now. Asking starts a fill if none is under way.
 */
export interface ShellFilledMessage {
  type: 'SHELL_FILLED';
}

/**
 * App → worker: no worker controls this page, though one is active. A page whose navigation began
 * while the worker was installing is left to the network, and the claim at activation, made before
 * that page existed, missed it (docs/decisions/041). The active worker claims it.
 */
export interface ClaimMessage {
  type: 'CLAIM';
}

export type AppToWorkerMessage =
  SkipWaitingMessage | KeepOfflineMessage | KeepPageMessage | ShellFilledMessage | ClaimMessage;

/** How many recently viewed products are kept offline (issue 5). */
export const RECENTLY_VIEWED_LIMIT = 30;
