/**
 * Remembers on this device that the shopper answered the install offer, in localStorage under
 * `pwa-install-dismissed` as `{ "at": <ms>, "outcome": "dismissed" | "installed" }`. localStorage, not
 * Dexie: it is read synchronously on the first render and must not pull the database into that path.
 * "Not now" (or closing the browser's own dialog) keeps every offer away for 90 days; an install keeps
 * it away for good. Storage that throws (disabled, private mode) counts as "nothing remembered".
 */
export const INSTALL_MEMORY_KEY = 'pwa-install-dismissed';
export const INSTALL_SNOOZE_MS = 90 * 24 * 60 * 60 * 1000;

export type InstallMemoryOutcome = 'dismissed' | 'installed';
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: StorageLike): { at: number; outcome: InstallMemoryOutcome } | null {
  try {
    const raw = storage.getItem(INSTALL_MEMORY_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { at?: unknown; outcome?: unknown };
    if (typeof value.at !== 'number') return null;
    return { at: value.at, outcome: value.outcome === 'installed' ? 'installed' : 'dismissed' };
  } catch {
    return null;
  }
}

export function rememberInstallAnswer(
  outcome: InstallMemoryOutcome,
  storage: StorageLike = localStorage,
  now = Date.now(),
): void {
  try {
    storage.setItem(INSTALL_MEMORY_KEY, JSON.stringify({ at: now, outcome }));
  } catch {
    // Nothing to keep it in: the offer may come back next session, which is the lesser harm.
  }
}

/** True while no offer may be shown: installed, or dismissed less than 90 days ago. */
export function isInstallOfferSuppressed(
  storage: StorageLike = localStorage,
  now = Date.now(),
): boolean {
  const memory = read(storage);
  if (!memory) return false;
  if (memory.outcome === 'installed') return true;
  // A clock set back past the answer still counts as recent, rather than offering again at once.
  return now - memory.at < INSTALL_SNOOZE_MS;
}
