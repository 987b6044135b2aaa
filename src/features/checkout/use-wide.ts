import { useSyncExternalStore } from 'react';

/** The spec's `lg` breakpoint: from here the order summary sits beside the form, always open. */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(WIDE).matches;

export function useWide(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
