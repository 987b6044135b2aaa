import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { localizePath, splitLang } from '../../../contract/routes';
import type { Lang } from '../../../contract/types';
import { langCookie } from '../../../contract/locale';

const NAMES: Record<Lang, string> = { vi: 'Tiếng Việt', en: 'English' };

/** Links to the same page in the other language and keeps the choice in the cookie for 365 days. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { lang, path } = splitLang(location);
  const other: Lang = lang === 'vi' ? 'en' : 'vi';
  const href = `${localizePath(other, path)}${search ? `?${search}` : ''}`;

  const code = other.toUpperCase();
  const action = intl.formatMessage({ id: 'nav.switchLanguage' }, { language: NAMES[other] });

  return (
    <a
      className="language-switcher"
      href={href}
      hrefLang={other}
      // The code shown starts the name (WCAG 2.5.3, label in name: a speech user says 'EN'), then what
      // the link does, in the page's language (so the link itself carries no lang of its own).
      aria-label={`${code}, ${action}`}
      onClick={(event) => {
        document.cookie = langCookie(other);
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      <span lang={other}>{code}</span>
    </a>
  );
}
