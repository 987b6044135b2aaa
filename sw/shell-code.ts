/**
 * The shell's built JS and CSS (docs/decisions/039 and 040): a cache of their own, filled six at a
 * time. Workbox's precache keeps only the files with a revision (index.html, the icons): it installs
 * one file at a time (PrecacheController, workbox issue 2528), a round trip each on a slow phone.
 *
 * - **A first install** stores none of it (decision 042): it keeps the open tab's page as the server
 *   sent it (routes/page-html.ts), and until the first stage is stored (`firstStageStored`) an
 *   offline reload gets that page, whose code the HTTP cache holds. So the install downloads only
 *   index.html, and a page is kept for offline use about half a second after the boot script
 *   registers the worker (src/boot.ts, once the page is ready and the browser idle).
 * - **The fill** (the first stage, what an offline reload of any catalog page runs, then the second:
 *   the other screens and the controls' on-use parts; scripts/shell-precache.ts) waits to be asked:
 *   the PWA manager asks once the page is ready (SHELL_FILLED), so it never takes the network from
 *   the page's start. Once asked, any later event while files are missing resumes it, kept alive by
 *   that event's waitUntil, so a worker stopped half-way goes on at the next request or message.
 *   Never inside `activate`'s waitUntil: the page's requests wait for an activating worker.
 * - **An update** stores both stages before it can activate: its files are new, in no HTTP cache, and
 *   a release must never take over without its code (a tab reopened offline would break).
 *
 * Names carry a content hash, so a stored copy is always right: the route answers cache-first, and a
 * miss fetches and keeps the file (so the page's own requests, once controlled, fill it too).
 */
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { only200 } from './routes/api-cache';
import { dropOthers, fillCode, missingFrom, type ShellParts } from './shell-code-fill';

/** No `-precache-` in the name: Workbox's cleanupOutdatedCaches would take it for an old precache. */
export const CODE_CACHE = 'shell-code';

/** After a failed fill, events within this time start none: offline, every request would try again. */
const RETRY_AFTER_MS = 30_000;

/**
 * Wires the code cache's route, install, activation and fill. `whenFilled` resolves true once both
 * stages are stored (the PWA manager asks, and the e2e specs wait on it, through the SHELL_FILLED
 * message), false if that failed now; asking starts a fill. `onFilled` runs once both are.
 * `firstStageStored` says whether an offline reload of any catalog page finds its code.
 */
export function registerShellCode(
  scope: ServiceWorkerGlobalScope,
  stages: ShellParts,
  onFilled: () => Promise<unknown>,
): {
  whenFilled: (event: ExtendableEvent) => Promise<boolean>;
  firstStageStored: () => Promise<boolean>;
} {
  const all = [...stages.first, ...stages.later];
  const code = new Set(all);
  registerRoute(
    ({ url, request }) => request.method === 'GET' && code.has(url.href),
    new CacheFirst({ cacheName: CODE_CACHE, plugins: [only200] }),
  );
  const fill = (urls: readonly string[]) =>
    scope.caches
      .open(CODE_CACHE)
      .then((cache) => fillCode(cache, urls, (request) => scope.fetch(request)))
      .catch(() => false);

  // Both stages, once at a time: every trigger joins the fill under way.
  let asked = false;
  let done = false;
  let running: Promise<boolean> | null = null;
  let failedAt = -Infinity;
  const fillAll = (): Promise<boolean> => {
    if (done) return Promise.resolve(true);
    running ??= fill(all).then(async (ok) => {
      done = ok;
      if (ok) await onFilled().catch(() => undefined);
      else failedAt = Date.now();
      running = null;
      return ok;
    });
    return running;
  };
  // Once asked, any event keeps the worker alive for a fill under way, or starts one while files are
  // missing.
  const resume = (event: ExtendableEvent) => {
    if (!asked || done || (!running && Date.now() - failedAt < RETRY_AFTER_MS)) return;
    event.waitUntil(fillAll());
  };

  // Read from the cache until true, then known: this worker's files are never dropped while it runs.
  let firstStored = false;
  const firstStageStored = async () => {
    if (firstStored || done) return true;
    try {
      const cache = await scope.caches.open(CODE_CACHE);
      firstStored = (await missingFrom(cache, stages.first)).length === 0;
    } catch {
      // Unreadable: not stored, as far as a navigation can tell.
    }
    return firstStored;
  };

  scope.addEventListener('install', (event) => {
    // A first install stores no code (decision 042). An update's failed fill fails the install, as a
    // failed precache does: the browser tries again later.
    if (scope.registration.active === null) return;
    asked = true;
    event.waitUntil(
      fillAll().then((ok) => {
        if (!ok) throw new Error("the release's code could not be stored");
      }),
    );
  });
  scope.addEventListener('activate', (event) => {
    // Other releases' files go with the activation (quick); the fill must not hold it up.
    event.waitUntil(scope.caches.open(CODE_CACHE).then((cache) => dropOthers(cache, all)));
  });
  scope.addEventListener('fetch', resume);
  scope.addEventListener('message', resume);

  return {
    firstStageStored,
    whenFilled: (event) => {
      asked = true;
      const filled = fillAll();
      event.waitUntil(filled);
      return filled;
    },
  };
}
