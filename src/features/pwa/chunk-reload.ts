/**
 * A page chunk that fails to load (a deploy removed the old hashed files this tab still names) reloads
 * the page once, so the tab picks up the new build (spec section 8, DESIGN section 4). The time of that
 * reload is kept in sessionStorage under CHUNK_RELOAD_KEY: per tab, gone when the tab closes, and it
 * survives the reload itself. A second failure within CHUNK_RELOAD_GUARD_MS is a real fault (the chunk
 * is still missing after a fresh load), so it goes to the error page instead of reloading in a loop.
 */
import { CHUNK_RELOAD_GUARD_MS } from '../../../contract/constants';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** The part of sessionStorage the guard uses; injectable so tests need no DOM. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

// What each engine says when an import() or Vite's CSS preload of a chunk fails.
const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper, for a page's stylesheet
];

/** True for a failed chunk load: an engine's import() error, Vite's CSS preload error, or a `vite:preloadError` event. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'type' in error) {
    if (error.type === 'vite:preloadError') return true;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_MESSAGES.some((re) => re.test(message));
}

/**
 * True (and the marker set to `now`) when no reload happened in the last CHUNK_RELOAD_GUARD_MS.
 * Storage that is missing or throws (Safari private mode, storage disabled) counts as "already
 * reloaded": without a marker that survives the reload, reloading could loop forever.
 */
export function shouldReloadForChunkError(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    const age = now - last;
    if (age >= 0 && age < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export interface ChunkReloadDeps {
  storage: () => GuardStorage | null;
  now: () => number;
  online: () => boolean;
  reload: () => void;
}

const browser: ChunkReloadDeps = {
  storage: () => {
    try {
      return window.sessionStorage;
    } catch {
      return null; // reading the property itself throws when storage is blocked
    }
  },
  now: () => Date.now(),
  // Offline, a reload only swaps the error page for the browser's own offline page.
  online: () => navigator.onLine !== false,
  reload: () => window.location.reload(),
};

/**
 * Wraps a lazy page loader (for React.lazy, not for prefetching: a failed hover prefetch must not
 * reload the page). Other errors, and chunk errors the guard refuses, reject as before and reach
 * the error boundary.
 */
export function reloadOnChunkError<T>(
  load: () => Promise<T>,
  deps: ChunkReloadDeps = browser,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error) || !deps.online()) throw error;
      if (!shouldReloadForChunkError(deps.storage(), deps.now())) throw error;
      deps.reload();
      // The page is going away: keep the loading view rather than flash the error page.
      return new Promise<T>(() => undefined);
    });
}
