/**
 * The only script a server-rendered page asks for up front (server/html/navigate.ts): it starts the
 * app once the page is on screen, after the load event (its pictures in view are in) and an idle
 * moment, so the app's code never competes with the page's first paint and main picture for the
 * network or the main thread. The app's entry is named by <meta name="app-entry">.
 * Before that it keeps an install prompt that comes before the app, keeps a quantity stepped before
 * hydration (lib/early-steps.ts) and warms ICU in a worker (the shopper's colour mode is applied
 * earlier still, by the page's inline script: contract/head-script.ts). A vite entry of its
 * own (vite.config.ts), about a kilobyte and a half.
 */
import type { ClaimMessage } from '../contract/sw-messages';
import type { EarlyInstall } from './features/pwa/early-install-prompt';
import type { RouteAssets } from './lib/route-assets';
import { keepShownPage } from './features/pwa/keep-page';
import { handleEarlySteps } from './lib/early-steps';

// An install prompt that comes before the app's install code is kept for it: the lines of
// features/pwa/early-install-prompt.ts, written out. Importing that module, which the app's entry
// imports too, made this script import the whole entry, so the app started before the page's load
// event (scripts/check-size.mjs now fails a boot script that imports anything).
const early = window as EarlyInstall;
early.earlyInstallKept = true;
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  early.earlyInstallPrompt = event;
});
addEventListener('appinstalled', () => {
  early.earlyAppInstalled = true;
  early.earlyInstallPrompt = undefined;
});

// A tap on a quantity's − or + before the app has hydrated is kept (lib/early-steps.ts).
handleEarlySteps();

const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;

/** The app starts once ICU is warm (lib/intl-warmup.worker.ts), or after this long without an answer. */
const WARMUP_CAP_MS = 1000;

/**
 * The worker starts in a task of its own: starting one costs the main thread 5–15 ms (more with
 * DevTools attached, as under Lighthouse), and this module runs in the parser's last task, which
 * DOMContentLoaded's work already makes long. It is left running once it has answered, until the
 * page is hidden: a worker's end is a main-thread task too (18 ms under Lighthouse), and an idle one
 * costs only its memory.
 */
function warmIntl(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, WARMUP_CAP_MS);
    setTimeout(() => {
      try {
        const worker = new Worker(new URL('./lib/intl-warmup.worker.ts', import.meta.url), {
          type: 'module',
        });
        worker.onmessage = worker.onerror = () => resolve();
        // Any currency loads the locale's currency data; the shop's own is only known to the app.
        worker.postMessage({ lang: document.documentElement.lang || 'vi', currency: 'USD' });
        addEventListener('pagehide', () => worker.terminate(), { once: true });
      } catch {
        resolve();
      }
    }, 0);
  });
}
const warm = warmIntl();

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

/**
 * The code of the controls whose taps the head script kept (their parts, named in `<html data-warm>`
 * as it fetched their files: contract/early-input-script.ts), run beside the app's start: the
 * replayed tap then finds it evaluated. Fetched only, it was still compiled and run after the page
 * was ready, 1–2 s on a mid-range phone for a dialog (decision 030). Taps kept until the page is
 * ready are followed too.
 */
function runKeptParts(): void {
  const html = document.documentElement;
  const done = new Set<string>();
  // Read once: the page has all arrived by now (the app starts after its load event).
  let table: Pick<RouteAssets, 'parts'> | null = null;
  try {
    table = JSON.parse(document.getElementById('route-assets')?.textContent ?? 'null');
  } catch {
    return;
  }
  const run = () => {
    for (const name of html.dataset.warm?.split(' ') ?? []) {
      for (const file of table?.parts?.[name] ?? []) {
        if (!file.endsWith('.js') || done.has(file)) continue;
        done.add(file);
        import(/* @vite-ignore */ file).catch(() => undefined); // the tap's own import says why
      }
    }
  };
  run();
  const watch = new MutationObserver(() => {
    if (html.hasAttribute('data-hydrated')) watch.disconnect();
    else run();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-warm', 'data-hydrated'] });
}

/**
 * The service worker registers as soon as the page is shown: painted, its main picture too (the one
 * it preloads with high priority), so the worker's script never takes the network from what the
 * shopper came to see. Its first install keeps this page as the server sent it (decision 042) and
 * fetches only index.html besides, so an offline reload shows the page under a second after its
 * first paint on a slow phone, not seconds after it is ready (decision 043). A first install does not
 * take the page: the page asks once it is ready (CLAIM), so its code's requests, while it starts, do
 * not wait on a worker that is starting too. The PWA manager registers the same script again for its
 * update offer (src/features/pwa/register-sw.ts), which starts nothing new.
 */
const CLAIM: ClaimMessage = { type: 'CLAIM' };

/** The longest the worker waits for the main picture; after-paint.ts's cap, written out. */
const PICTURE_WAIT_CAP_MS = 2500;

/** After the next frame has been produced (a rAF callback runs before paint; the timeout after it). */
function afterFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Runs `run` once the page is shown: after its first frame, and after the frame that paints its main
 * picture (or once that picture failed, or the cap ran out). Starting a worker costs the page's main
 * thread a task of its own (about 50 ms on this host, 200 at 4x CPU): after the paint, it does not
 * hold the picture back.
 */
function whenShown(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    afterFrame(run);
  };
  afterFrame(() => {
    const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
    if (!picture || picture.complete) return once();
    picture.addEventListener('load', once, { once: true });
    picture.addEventListener('error', once, { once: true });
    setTimeout(once, PICTURE_WAIT_CAP_MS);
  });
}

function registerWorker(): void {
  // In dev the worker is opt-in and another script (register-sw.ts): the PWA manager registers it.
  // A refused registration (private mode, a blocking setting) leaves the page as it is: the PWA
  // manager's own attempt logs why.
  if (import.meta.env.DEV) return;
  navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/**
 * Once the page is ready and idle: an active worker that does not control it takes it (a first
 * install, or a navigation that began while the worker installed: decision 041), and the page's data
 * and pictures go to it (keep-page.ts).
 */
function handToWorker(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  if (!import.meta.env.DEV) {
    // The first registration of a page a worker controls (an update check) or of a tab loaded hidden;
    // the same registration, which starts nothing new, otherwise.
    registerWorker();
    void sw.ready.then((registration) => {
      if (!sw.controller) registration.active?.postMessage(CLAIM);
    });
  }
  keepShownPage();
}

/**
 * The app's entry; offline, with it not yet on the device (a first visit's page, kept as the server
 * sent it, reloaded before its code had come: decision 043), asked again once the browser is back
 * online, and a few times more, a second apart, if it fails just after. The page stays as the server
 * sent it meanwhile. lib/when-online.ts's rule, written out: importing it would make the boot script
 * and the app share a chunk.
 */
function importWhenOnline(url: string, tries = 0): Promise<unknown> {
  return import(/* @vite-ignore */ url).catch((error: unknown) => {
    const offline = navigator.onLine === false;
    if (!offline && tries === 0) throw error;
    return new Promise((resolve) => {
      if (offline) addEventListener('online', resolve, { once: true });
      else setTimeout(resolve, 1_000);
    }).then(() => importWhenOnline(url, offline ? 3 : tries - 1));
  });
}

/** Runs `run` once the page says every control answers (`<html data-hydrated>`, decision 027). */
function whenReady(run: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute('data-hydrated')) return run();
  const watch = new MutationObserver(() => {
    if (!html.hasAttribute('data-hydrated')) return;
    watch.disconnect();
    run();
  });
  watch.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function start(): void {
  whenReady(() => whenIdle(handToWorker));
  if (!entry) return;
  const app = entry;
  warm
    .then(() => importWhenOnline(app))
    .then(runKeptParts)
    .catch((error: unknown) => {
      console.error('The app failed to start', error);
    });
}

// A page a worker controls already has nothing to keep at once: the worker's update check waits for
// the page to be ready, as before decision 043, so an update's downloads never meet the page's start.
if (!navigator.serviceWorker?.controller) whenShown(registerWorker);
if (document.readyState === 'complete') whenIdle(start);
else addEventListener('load', () => whenIdle(start), { once: true });
