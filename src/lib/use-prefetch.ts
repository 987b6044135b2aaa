import { useEffect, type RefObject } from 'react';
import { afterLoadAndIdle } from './after-load';
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

/**
 * Links in view wait for the page to have loaded and the main thread to be idle (DESIGN §7): a
 * catalog page's links ask for 20–40 files, and starting them while the page hydrated added long
 * tasks to its start (Lighthouse, issue 12). A link pointed at or focused does not wait.
 */
let settled: Promise<void> | null = null;
function pageSettled(): Promise<void> {
  return (settled ??= new Promise((resolve) => afterLoadAndIdle(resolve)));
}

/** Prefetches the code of the page a link leads to once the link scrolls into view. */
export function usePrefetchWhenVisible(ref: RefObject<Element | null>, path: string): void {
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    paths.set(element, path);
    let mounted = true;
    void pageSettled().then(() => {
      if (mounted) io.observe(element);
    });
    return () => {
      mounted = false;
      io.unobserve(element);
    };
  }, [ref, path]);
}
