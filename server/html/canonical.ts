/**
 * Canonical and alternate URLs: absolute, path lowercased where the route allows it, no trailing slash,
 * and only the whitelisted query parameters, in one stable order, so every spelling of a listing
 * (utm tags, shuffled filters, `page=1`) points search engines at one URL.
 */
import { localizePath, splitLang } from '../../contract/routes';
import type { Lang } from '../../contract/types';

/** The parameters that change what a listing shows; everything else (tracking, per_page...) is dropped. */
export const CANONICAL_PARAMS = ['sort', 'page', 'color', 'size', 'category'] as const;

/** `?sort=..&page=..&color=..` in CANONICAL_PARAMS order, repeated values sorted, empties and `page=1` dropped. */
export function canonicalQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const values = [...new Set(search.getAll(name).filter((v) => v !== ''))].sort();
    for (const v of values) if (!(name === 'page' && v === '1')) out.append(name, v);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

export interface Links {
  canonical: string;
  alternates: { hreflang: 'vi' | 'en' | 'x-default'; href: string }[];
}

export interface LinkOptions {
  /** False for routes whose path holds a case-sensitive token (checkout, order). */
  lowercase: boolean;
}

export function linksFor(
  origin: string,
  url: URL,
  { lowercase }: LinkOptions = { lowercase: true },
): Links {
  const cased = lowercase ? url.pathname.toLowerCase() : url.pathname;
  const trimmed = cased.length > 1 && cased.endsWith('/') ? cased.slice(0, -1) : cased;
  const { path } = splitLang(trimmed);
  const query = canonicalQuery(url.searchParams);
  const abs = (lang: Lang) => `${origin}${localizePath(lang, path)}${query}`;
  return {
    canonical: `${origin}${trimmed}${query}`,
    alternates: [
      { hreflang: 'vi', href: abs('vi') },
      { hreflang: 'en', href: abs('en') },
      { hreflang: 'x-default', href: abs('vi') },
    ],
  };
}
