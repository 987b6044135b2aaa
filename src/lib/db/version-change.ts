/**
 * Who hears that a newer tab upgraded (or deleted) the device database. Its own module, without Dexie:
 * the PWA manager listens from the start, and the database (db.ts) tells it only if this tab has
 * opened it (a tab that never did holds nothing up, and its code is told nothing).
 *
 * The news is kept: the PWA manager mounts once the browser is idle after the first paint, and a tab
 * that had opened the database before (the cart page reads it at once) and was upgraded meanwhile
 * would otherwise never offer its reload.
 */
const listeners = new Set<() => void>();
let changed = false;

/** Calls `cb` when a newer tab upgrades (or deletes) the database, or at once if one already has; answers the unsubscribe. */
export function onVersionChange(cb: () => void): () => void {
  if (changed) cb();
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** db.ts: this tab's connection has just closed for a newer one. */
export function tellVersionChange(): void {
  changed = true;
  for (const listener of listeners) listener();
}
