/**
 * Prefetching a page's code before the shopper clicks (spec section 9: at most 4 pending route preloads).
 * The app registers how to load a path's chunk (fetched, not run: src/lib/route-assets.ts); links ask
 * for it on hover, focus or when scrolled into view.
 * Nothing is prefetched when the shopper asked to save data or the connection is 2G.
 */
import { MAX_PENDING_PRELOADS } from '../../contract/constants';
import { deviceSavesData } from '../ui/save-data';

type Loader = (path: string) => Promise<unknown> | null;

let loader: Loader | null = null;
const done = new Set<string>();
const queue: string[] = [];
let pending = 0;

export function setPrefetchLoader(next: Loader | null): void {
  loader = next;
}

/** Asks for a path's code; duplicates are ignored and at most MAX_PENDING_PRELOADS load at once. */
export function prefetchPath(path: string): void {
  if (done.has(path) || !loader) return;
  if (deviceSavesData()) return;
  done.add(path);
  queue.push(path);
  pump();
}

function pump(): void {
  while (pending < MAX_PENDING_PRELOADS && queue.length > 0) {
    const path = queue.shift()!;
    const load = loader?.(path);
    if (!load) continue;
    pending++;
    load
      .catch(() => done.delete(path)) // a failed prefetch may be tried again later
      .finally(() => {
        pending--;
        pump();
      });
  }
}

/** For tests. */
export function resetPrefetch(): void {
  done.clear();
  queue.length = 0;
  pending = 0;
}

export function pendingPrefetches(): number {
  return pending;
}
