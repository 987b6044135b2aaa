/**
 * Above the router: the language from the URL (`/en/admin…` English, else Vietnamese), its messages
 * (suspending until they are loaded), and the router based at that language's `/admin`. The language
 * switch is a link to the other base, so this re-renders in the other language on the same page.
 */
import { use, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Router, useLocation } from 'wouter';
import { ADMIN_BASES, adminLangOf } from '../../contract/admin/paths';
import { loadMessages } from '../lib/i18n';
import { followOtherTabs } from '../lib/session';
import { AppRoutes } from './routes';

export function Root() {
  const [path] = useLocation();
  const lang = adminLangOf(path);
  const messages = use(loadMessages(lang));
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => followOtherTabs(), []);
  return (
    <IntlProvider locale={lang} defaultLocale="vi" messages={messages}>
      <Router base={ADMIN_BASES[lang]}>
        <AppRoutes />
      </Router>
    </IntlProvider>
  );
}
