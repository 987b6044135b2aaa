import { useEffect, type RefObject } from 'react';
import { prefetchPath } from './prefetch';

// One observer for every link: cheap even with a grid of 100 cards.
let observer: IntersectionObserver | null = null;
const paths = new WeakMap<Element, string>();

function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const path = paths.get(entry.target);
      if (path) prefetchPath(path);
      observer?.unobserve(entry.target);
    }
  });
  return observer;
}

/** Prefetches the code of the page a link leads to once the link scrolls into view. */
export function usePrefetchWhenVisible(ref: RefObject<Element | null>, path: string): void {
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    paths.set(element, path);
    io.observe(element);
    return () => io.unobserve(element);
  }, [ref, path]);
}
