/**
 * The only script a server-rendered page asks for up front (server/html/navigate.ts): it starts the
 * app once the page is on screen, after the load event (its pictures in view are in) and an idle
 * moment, so the app's code never competes with the page's first paint and main picture for the
 * network or the main thread. The app's entry is named by <meta name="app-entry">.
 * It also keeps an install prompt that comes before the app. Plain and dependency-free: a vite entry of its own (vite.config.ts), a few hundred bytes.
 */
// Chromium's install prompt can come before the app has loaded: kept here for it
// (features/pwa/install-prompt-event.ts adopts it).
addEventListener(
  'beforeinstallprompt',
  (event) => {
    event.preventDefault();
    (window as { earlyInstallPrompt?: Event }).earlyInstallPrompt = event;
  },
  { once: true },
);

const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 50);
}

function start(): void {
  if (!entry) return;
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    console.error('The app failed to start', error);
  });
}

if (document.readyState === 'complete') whenIdle(start);
else addEventListener('load', () => whenIdle(start), { once: true });
