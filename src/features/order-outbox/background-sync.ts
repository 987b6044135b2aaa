/**
 * Asks the browser for a Background Sync of the outbox (DESIGN.md section 4) where it has one: the
 * service worker then sends the queued order once the connection is back, even if every tab is closed.
 * Elsewhere (or with no worker yet) nothing happens here; the page replays on `online` and at start.
 */
import { OUTBOX_SYNC_TAG } from '../../lib/db/outbox';

/** The Background Sync part of a registration (not in TypeScript's DOM lib). */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

export function requestBackgroundSync(): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  // `ready` waits for an active worker; without one it never settles, which costs nothing.
  void container.ready
    .then((registration) => (registration as WithSync).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined); // refused (permission, private mode): the page's replay remains
}
