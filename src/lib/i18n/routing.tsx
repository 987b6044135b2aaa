/** Language-aware routing helpers over wouter: the language lives in the URL prefix (/en). */
import { useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { localizePath, splitLang } from '../../../contract/routes';
import type { Lang } from '../../../contract/types';
import { prefetchPath } from '../prefetch';
import { usePrefetchWhenVisible } from '../use-prefetch';

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

/** A link to an app path in the current language (or `lang` when given); its page's code is prefetched. */
export function LocalLink({ to, lang, ...rest }: LocalLinkProps) {
  const current = useLang();
  return <PrefetchLink href={localizePath(lang ?? current, to)} {...rest} />;
}

type PrefetchLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
};

/** A router link to a full path whose page code is prefetched on hover, focus or when it scrolls into view. */
export function PrefetchLink({ href, onPointerEnter, onFocus, ...rest }: PrefetchLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  usePrefetchWhenVisible(ref, href);
  return (
    <Link
      ref={ref}
      href={href}
      onPointerEnter={(event) => {
        prefetchPath(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchPath(href);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
