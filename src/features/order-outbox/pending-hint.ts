/**
 * A hint in localStorage that the order outbox may hold work (an order to send, or to tell the shopper
 * about), so the app loads the replayer, and Dexie with it, at start only when there is some: catalog
 * pages stay light. It is set when an order is queued and cleared by the replayer once the outbox is
 * settled. Where localStorage cannot be used, the hint always reads as set: load and look.
 */
const KEY = 'storefront:order-outbox';
const listeners = new Set<() => void>();

export function outboxMayHaveWork(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** An order was queued: set the hint and wake this tab's replayer (other tabs hear `storage`). */
export function markOutboxWork(): void {
  keepOutboxHint();
  for (const listener of listeners) listener();
}

/** Work remains: keep the hint for the next start, waking no one. */
export function keepOutboxHint(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Unavailable storage reads as set (above).
  }
}

export function clearOutboxWork(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Calls `cb` when this tab or another one queues an order, and when the browser comes online. */
export function onOutboxWork(cb: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) cb();
  };
  listeners.add(cb);
  window.addEventListener('storage', onStorage);
  window.addEventListener('online', cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('online', cb);
  };
}
