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
 * The service worker registers once the page says it is ready and the browser is idle (decision 040),
 * not once the PWA manager's chunk has come after that. Its first install stores only what an offline
 * reload of this page renders (sw/shell-code.ts), most of it in the HTTP cache by then, so it
 * controls the page, and the page is kept for offline use (keep-page.ts: its data came with its
 * HTML), seconds sooner on a slow phone. Registered sooner, as the app's entry arrived, the page was
 * kept two seconds sooner still, but the install's work during hydration cost Lighthouse's blocking
 * time 200–350 ms a page; at the ready moment itself, about 200 ms on the product page. The PWA
 * manager registers the same script again for its update offer (src/features/pwa/register-sw.ts),
 * which starts nothing new. An active worker that does not control the page is asked to claim it
 * (decision 041).
 */
const CLAIM: ClaimMessage = { type: 'CLAIM' };

function startWorker(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  // In dev the worker is opt-in and another script (register-sw.ts): the PWA manager registers it.
  // A refused registration (private mode, a blocking setting) leaves the page as it is: the PWA
  // manager's own attempt logs why.
  if (!import.meta.env.DEV) {
    sw.register('/sw.js', { scope: '/' })
      .then((registration) => {
        // Active, yet not in control: this page's navigation began while the worker installed.
        if (!sw.controller) registration.active?.postMessage(CLAIM);
      })
      .catch(() => undefined);
  }
  keepShownPage();
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
  whenReady(() => whenIdle(startWorker));
  if (!entry) return;
  warm
    .then(() => import(/* @vite-ignore */ entry))
    .then(runKeptParts)
    .catch((error: unknown) => {
      console.error('The app failed to start', error);
    });
}

if (document.readyState === 'complete') whenIdle(start);
else addEventListener('load', () => whenIdle(start), { once: true });
