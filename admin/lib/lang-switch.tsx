/**
 * The other language's link for the same page (`/admin/staff` ↔ `/en/admin/staff`, query kept). A full
 * link to the other base: the app above the router reads the language from the URL and loads its
 * messages.
 */
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { LANGS } from '../../contract/constants';
import type { Lang } from '../../contract/types';
import { adminHref } from './i18n';

const NAMES: Record<Lang, string> = { vi: 'Tiếng Việt', en: 'English' };

export function LangSwitch({ className = 'lang-switch' }: { className?: string }) {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const other = LANGS.find((lang) => lang !== intl.locale) ?? 'vi';
  const href = adminHref(other, `${path}${search ? `?${search}` : ''}`);
  return (
    <Link href={`~${href}`} className={className} hrefLang={other} lang={other}>
      {NAMES[other]}
    </Link>
  );
}
