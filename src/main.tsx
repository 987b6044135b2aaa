/**
 * Mount: colour mode and language first (no flash, no wrong-language paint), then the app.
 * A page the server rendered (its state in #server-state) is hydrated, after it has been painted
 * (its boot script, src/boot.ts, has applied the colour mode already); the app shell (the service
 * worker's answer to a navigation, or a page the server did not render) is rendered here from the
 * start.
 */
import { StrictMode } from 'react';
import { rootRedirect } from '../contract/locale';
import { splitLang } from '../contract/routes';
import { App } from './app/app';
import { keepEarlyInstallPrompt } from './features/pwa/early-install-prompt';
import { preloadRoute } from './app/routes';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { loadMessages } from './lib/i18n/messages';
import { afterFirstPaint } from './lib/after-paint';
import { readServerState } from './lib/server-state';
import { seededData } from './lib/server-data';
import { storeInfoState } from './lib/store-info-state';
import { retryWhenOnline } from './lib/when-online';
import './styles.css';

// Chromium's install prompt can fire before the PWA manager has loaded (the boot script keeps it on a
// server-rendered page; this, on the app shell).
keepEarlyInstallPrompt();

/**
 * React DOM (two thirds of the app's start-up code) is asked for as this module evaluates, but
 * evaluates in a task of its own: in one module graph with the app it made one long task, about
 * 180 ms on a mid-range phone (Lighthouse, issue 12); apart, each is shorter.
 */
const reactDom = retryWhenOnline(() => import('react-dom/client'));

async function mount(): Promise<void> {
  const root = document.getElementById('root')!;
  const server = readServerState(document);
  if (server) {
    // Offline, with the page's code not yet on the device (a first visit's page, kept as the server
    // sent it, reloaded before its code had all come: decision 043), nothing hydrates until it has
    // come: the page stays as the server sent it, rather than a page whose parts fail.
    const [messages, { hydrateRoot }] = await Promise.all([
      retryWhenOnline(() => loadMessages(server.lang)),
      reactDom,
      retryWhenOnline(() => preloadRoute(location.pathname)).catch(() => undefined),
    ]);
    if (server.storeInfo) {
      storeInfoState.info = server.storeInfo;
      storeInfoState.status = 'ready';
    }
    // The shopper sees the page first: hydration waits for its first paint and its main picture.
    await afterFirstPaint(document);
    // React has the page's events from here on: the boot script's early steps stop. The name is
    // lib/early-steps.ts's HYDRATING_EVENT, written out: importing it would make the boot script
    // and the app share a chunk.
    dispatchEvent(new Event('app-hydrating'));
    hydrateRoot(
      root,
      <StrictMode>
        <App
          initialLang={server.lang}
          initialMessages={messages}
          serverData={seededData(server.answers)}
          notFoundPath={server.notFound ? location.pathname : undefined}
          saveData={server.saveData}
        />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Hydration error', error),
      },
    );
    return;
  }
  applyColorMode(readColorMode());
  const redirect = rootRedirect({
    pathname: location.pathname,
    cookie: document.cookie,
    languages: navigator.languages ?? [navigator.language],
  });
  if (redirect)
    history.replaceState(history.state, '', `${redirect}${location.search}${location.hash}`);
  const { lang } = splitLang(location.pathname);
  document.documentElement.lang = lang;
  // The page's own code too: it then renders at once, without a loading fallback first.
  const [messages, { createRoot }] = await Promise.all([
    loadMessages(lang),
    reactDom,
    preloadRoute(location.pathname, { withParts: true }).catch(() => undefined),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App initialLang={lang} initialMessages={messages} />
    </StrictMode>,
  );
}

// A task of its own: evaluating the app's code is one long task already, and the mount's first
// steps (reading the server's state, asking for the page's code and messages) need not add to it.
setTimeout(() => {
  mount().catch((error: unknown) => console.error('Error while mounting app', error));
}, 0);
