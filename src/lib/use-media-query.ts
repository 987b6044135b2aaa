/**
 * Whether a CSS media query matches, for rendering only what a screen shows. The server, and so the
 * first (hydrating) client render, answers false; the client re-renders once it knows.
 */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Matches the CSS breakpoint `lg` (styles.css: 1024 px), where the collection's filter sidebar shows. */
export const WIDE = '(min-width: 1024px)';
