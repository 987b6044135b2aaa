/** Language-aware routing helpers over wouter: the language lives in the URL prefix (/en). */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { localizePath, splitLang } from '../../../contract/routes';
import type { Lang } from '../../../contract/types';

export function useLang(): Lang {
  const [location] = useLocation();
  return splitLang(location).lang;
}

/** The current path without its language prefix. */
export function useAppPath(): string {
  const [location] = useLocation();
  return splitLang(location).path;
}

export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path) => localizePath(lang, path);
}

type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path without the language prefix, e.g. '/product/linen-shirt'. */
  to: string;
  lang?: Lang;
  children: ReactNode;
};

/** A link to an app path in the current language (or `lang` when given). */
export function LocalLink({ to, lang, ...rest }: LocalLinkProps) {
  const current = useLang();
  return <Link href={localizePath(lang ?? current, to)} {...rest} />;
}
