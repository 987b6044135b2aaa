/**
 * The tab's shopping session for the install offer, kept in sessionStorage (it survives a reload and
 * ends with the tab, which is what "this visit" means): when it started, and how many distinct pages
 * were seen. A reload or a repeated route change of the same page does not count as a new page.
 */
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const START_KEY = 'pwa-install-session-start';
const VIEWS_KEY = 'pwa-install-page-views';

function safeGet(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: StorageLike, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // No session storage: counts live only as long as this page, which is still a fair reading.
  }
}

/** When this tab's session began (ms); cart and wishlist rows added since then show interest. */
export function sessionStart(storage: StorageLike = sessionStorage, now = Date.now()): number {
  const stored = Number(safeGet(storage, START_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  safeSet(storage, START_KEY, String(now));
  return now;
}

interface Views {
  count: number;
  last: string;
}

/** The last count noted; also the only count when sessionStorage cannot be read (it then lasts as long as the page). */
let memoryViews: Views | null = null;

function readViews(storage: StorageLike): Views | null {
  let raw: string | null;
  try {
    raw = storage.getItem(VIEWS_KEY);
  } catch {
    return memoryViews;
  }
  try {
    const value = JSON.parse(raw ?? 'null') as Views | null;
    return value && typeof value.count === 'number' && typeof value.last === 'string'
      ? value
      : null;
  } catch {
    return null; // a corrupt value starts the count again
  }
}

/** Counts `pathname` as a page view unless it is the page counted last; answers the count. */
export function notePageView(pathname: string, storage: StorageLike = sessionStorage): number {
  const views = readViews(storage);
  const next =
    views?.last === pathname ? views : { count: (views?.count ?? 0) + 1, last: pathname };
  const changed = next.count !== memoryViews?.count;
  memoryViews = next;
  safeSet(storage, VIEWS_KEY, JSON.stringify(next));
  if (changed) listeners.forEach((l) => l());
  return next.count;
}

/**
 * The path this tab's document was loaded at, which the shopper may have left (in the app) by the
 * time the install offer's code comes; null when unknown. The app shell sends `/` on to `/en` for an
 * English shopper (src/main.tsx): that is the page shown, not one more.
 */
export function landingPath(): string | null {
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    if (!entry) return null;
    const path = new URL(entry.name).pathname;
    return path === '/' && location.pathname.startsWith('/en') ? null : path;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** The count last noted in this page (0 before the first), for useSyncExternalStore. */
export function pageViewCount(): number {
  return memoryViews?.count ?? 0;
}

export function subscribePageViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: a fresh page (a reload) starts with no count in memory. */
export function resetSessionMemory(): void {
  memoryViews = null;
}
