/** Canonical and alternate URLs: lowercased path, only whitelisted query parameters, absolute. */
import { localizePath, splitLang } from '../../contract/routes';
import type { Lang } from '../../contract/types';

export const CANONICAL_PARAMS = ['sort', 'page', 'color', 'size', 'category'] as const;

function keptQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) for (const v of search.getAll(name)) out.append(name, v);
  const text = out.toString();
  return text ? `?${text}` : '';
}

export interface Links {
  canonical: string;
  alternates: { hreflang: 'vi' | 'en' | 'x-default'; href: string }[];
}

export function linksFor(origin: string, url: URL): Links {
  const lower = url.pathname.toLowerCase();
  const trimmed = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  const { path } = splitLang(trimmed);
  const query = keptQuery(url.searchParams);
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

/** PUBLIC_ORIGIN wins (set it behind a proxy or CDN); otherwise the request's own origin. */
export function originOf(url: URL, publicOrigin?: string | null): string {
  return publicOrigin ? publicOrigin.replace(/\/+$/, '') : url.origin;
}
