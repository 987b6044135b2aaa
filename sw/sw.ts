/// <reference lib="webworker" />
/**
 * The service worker. It keeps the app shell (index.html, the JS/CSS every offline screen can need, icons;
 * docs/decisions/012) so the storefront opens offline, and answers navigations with that shell. A
 * first install downloads only index.html and keeps the open tab's page as the server sent it: an
 * offline reload gets that page until the shell's code is in (decision 042). The page registers the
 * worker as it is shown (decision 043), so it is kept under a second after its first paint on a slow
 * phone. The code and the icons follow once the app asks (decisions 039 and 040). The online-only
 * screens' files are cached when first used.
 * Runtime caching of API reads and images belongs in `sw/routes/` (one module per rule), registered below;
 * sending the order outbox on Background Sync in `sw/outbox/`.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation-denylist';
import { registerApiCache } from './routes/api-cache';
import { registerAssetCache } from './routes/asset-cache';
import { registerIconCache } from './routes/icon-cache';
import { registerImageCache } from './routes/image-cache';
import { keepOffline } from './routes/keep-offline';
import { keepPage } from './routes/keep-page';
import { dropKeptPages, keepOpenPages, networkThenKeptPage } from './routes/page-html';
import { registerOutboxSync } from './outbox/sync';
import { registerShellCode } from './shell-code';
import { splitShell, type ShellEntry } from './shell-code-fill';
import type { AppToWorkerMessage } from '../contract/sw-messages';

declare const self: ServiceWorkerGlobalScope;

// The shell, revisioned by the build: chunks are hashed, index.html and the icons carry a content
// revision. (The build replaces this name once only, so it is read once.) Workbox precaches
// index.html; the built code has a cache of its own, filled six at a time (sw/shell-code.ts,
// decision 039), and the icons one kept at run time (decision 040).
const shell = splitShell(self.__WB_MANIFEST as Array<ShellEntry | string>, self.location.href);
precacheAndRoute(shell.precache);
const icons = registerIconCache(self, shell.icons);
// Before the asset cache's route, which would otherwise answer these files too.
const shellCode = registerShellCode(self, shell, () => dropKeptPages(self));

/** Set by a first install (no worker active before this one), for its activation. */
let firstInstall = false;

// A first install keeps the open tabs' pages, for their offline reload until the code is stored.
self.addEventListener('install', (event) => {
  if (self.registration.active !== null) return;
  firstInstall = true;
  event.waitUntil(keepOpenPages(self));
});

// An update activates only after the shopper's Reload, and then takes over every tab. A first
// install takes no page: it was registered as the page was shown, while the page's code still
// loads, and each page asks once it is ready (CLAIM below; src/boot.ts, decision 043). Were the
// worker stopped between install and activation, the flag is lost and it claims, as before.
self.addEventListener('activate', (event) => {
  if (!firstInstall) event.waitUntil(self.clients.claim());
});

// Drop precaches left by older Workbox versions so storage does not grow across releases.
cleanupOutdatedCaches();

// Every in-app navigation gets the precached shell (the app routes on the client), even offline, once
// the shell's code is stored; before that, the network, then a page kept by the first install.
// Server-made files and the API are denied so they always hit the network.
const shellPage = createHandlerBoundToURL('index.html');
const beforeTheCode = networkThenKeptPage(self, shellPage);
registerRoute(
  new NavigationRoute(
    async (options) =>
      (await shellCode.firstStageStored()) ? shellPage(options) : beforeTheCode(options),
    { denylist: [...NAVIGATION_DENYLIST] },
  ),
);

// Runtime caches, each module says why: catalog reads stale-while-revalidate, pictures and the built
// files left out of the precache cache-first (the precache's own route answers its files first).
registerApiCache(self);
registerImageCache(self);
registerAssetCache(self);

// Orders placed offline are sent from the outbox when the connection is back, even with no tab open.
registerOutboxSync(self);

// One listener for every app → worker message (contract/sw-messages.ts), dispatched on its type.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as Partial<AppToWorkerMessage> | null;
  switch (message?.type) {
    // registerType 'prompt': the new worker waits until the shopper chooses Reload in the app's prompt.
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    // Recently viewed and wishlisted products stay offline; waitUntil keeps the worker alive while filling.
    case 'KEEP_OFFLINE':
      event.waitUntil(keepOffline(message.urls, self.location.origin));
      break;
    // A server-rendered page's data and pictures, which reached it before this worker controlled it.
    case 'KEEP_PAGE':
      event.waitUntil(keepPage(message, self.location.origin, event));
      break;
    // A page this worker does not control, though it is active: a first install's, once the page is
    // ready, or one whose navigation began while an update activated (decision 041).
    case 'CLAIM':
      event.waitUntil(self.clients.claim());
      break;
    // Both stages of the code stored (true) or not now (false, offline say), answered on the port.
    // The app asks once it is ready, so the icons come then too.
    case 'SHELL_FILLED':
      event.waitUntil(icons.warm(event));
      void shellCode.whenFilled(event).then((filled) => event.ports[0]?.postMessage(filled));
      break;
  }
});
