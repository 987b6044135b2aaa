/** react-intl for the language in the URL; the other language's messages load on the first switch. */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SHOP_TIME_ZONE } from '../../../contract/constants';
import type { Lang } from '../../../contract/types';
import { type Messages, loadMessages } from '../../lib/i18n/messages';
import { useLang } from '../../lib/i18n/routing';

/**
 * react-intl says nothing in a production build; here an id shown instead of its text (a part of
 * the messages that did not load with the code showing it, lib/i18n/message-parts.ts) is an error
 * in every build, and the e2e tests fail on it.
 */
function reportIntlError(error: Error): void {
  console.error(error.message);
}

interface Props {
  initialLang: Lang;
  initialMessages: Messages;
  children: ReactNode;
}

export function AppIntlProvider({ initialLang, initialMessages, children }: Props) {
  const lang = useLang();
  const [loaded, setLoaded] = useState<Partial<Record<Lang, Messages>>>({
    [initialLang]: initialMessages,
  });
  const messages = loaded[lang];

  useEffect(() => {
    if (messages) return;
    let cancelled = false;
    loadMessages(lang)
      .then((m) => !cancelled && setLoaded((all) => ({ ...all, [lang]: m })))
      .catch((error: unknown) => console.error('Failed to load messages', error));
    return () => {
      cancelled = true;
    };
  }, [lang, messages]);

  // Until the new language arrives (a chunk, precached), keep showing the one we have.
  const shownLang: Lang = messages ? lang : initialLang in loaded ? initialLang : lang;
  return (
    <IntlProvider
      locale={shownLang}
      defaultLocale="vi"
      timeZone={SHOP_TIME_ZONE}
      messages={loaded[shownLang] ?? {}}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
