/**
 * Who hears that a newer tab upgraded (or deleted) the device database. Its own module, without Dexie:
 * the PWA manager listens from the start, and the database (db.ts) tells it only if this tab has
 * opened it (a tab that never did holds nothing up, and its code is told nothing).
 */
const listeners = new Set<() => void>();

/** Calls `cb` when a newer tab upgrades (or deletes) the database; answers the unsubscribe. */
export function onVersionChange(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** db.ts: this tab's connection has just closed for a newer one. */
export function tellVersionChange(): void {
  for (const listener of listeners) listener();
}
