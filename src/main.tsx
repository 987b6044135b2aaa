/** Mount: colour mode and language first (no flash, no wrong-language paint), then the app. */
// First: Chromium's beforeinstallprompt can fire before React mounts; this keeps it for the install offer.
import './features/pwa/install-prompt-event';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLang } from '../contract/routes';
import { App } from './app/app';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { loadMessages } from './lib/i18n/messages';
import { rootRedirect } from './lib/i18n/locale';
import './styles.css';

async function mount(): Promise<void> {
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
  const messages = await loadMessages(lang);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App initialLang={lang} initialMessages={messages} />
    </StrictMode>,
  );
}

mount().catch((error: unknown) => console.error('Error while mounting app', error));
