/**
 * Language choice (spec section 1): the URL prefix decides (Vietnamese bare, English under /en);
 * on a first visit the browser language picks; the shopper's choice is kept in a cookie for 365 days.
 */
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from './constants';
import type { Lang } from './types';

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

/** The first of the browser's languages that the shop speaks, else Vietnamese. */
export function pickBrowserLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'vi';
}

export function readLangCookie(cookieHeader: string): Lang | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLang(value)) return value;
  }
  return null;
}

export function langCookie(lang: Lang): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${lang}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * Where a visit to the bare root should go: the kept choice wins, then the browser language.
 * Only `/` redirects, so a shared link always opens in the language it names.
 */
export function rootRedirect(input: {
  pathname: string;
  cookie: string;
  languages: readonly string[];
}): string | null {
  if (input.pathname !== '/') return null;
  const lang = readLangCookie(input.cookie) ?? pickBrowserLang(input.languages);
  return lang === 'en' ? '/en' : null;
}

/** The languages of an Accept-Language header, most preferred first (`q=0` ones dropped). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
