/**
 * The private screens' messages (lib/i18n/message-parts.ts) over the core ones, for a checkout, order
 * or account screen. Its route loads them with the page's code (app/routes.tsx), so they are usually
 * in already; otherwise (a language switch on such a screen) it suspends until they are.
 */
import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Lang } from '../../../contract/types';
import { type Messages, loadPrivateMessages, loadedPrivateMessages } from '../../lib/i18n/messages';

export function PrivateMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // The language shown, not the URL's: during a switch the core text stays in the old one a moment.
  const lang = intl.locale as Lang;
  const part = loadedPrivateMessages(lang) ?? use(loadPrivateMessages(lang));
  // The core messages are compiled too (AppIntlProvider is given only Messages).
  const core = intl.messages as Messages;
  const messages = useMemo(() => ({ ...core, ...part }), [core, part]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
