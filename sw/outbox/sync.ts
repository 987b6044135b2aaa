/**
 * Background Sync of the order outbox (DESIGN.md section 4): the page registers OUTBOX_SYNC_TAG when it
 * queues an order, and the browser wakes this worker once the connection is back, even with no tab
 * open. The worker sends guests' orders only: a signed-in customer's must carry the session, which only
 * a page has, so a page sends those. When a row is still waiting afterwards (no network after all, a
 * busy server) the sync fails, and the browser tries it again later with its own backoff.
 */
import { OUTBOX_SYNC_TAG, replayOutbox, type SendQueued } from '../../src/lib/db/outbox';
import { fetchSender } from './send';

/** The sync event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export async function syncOutbox(send: SendQueued): Promise<void> {
  const report = await replayOutbox(send, { include: (row) => !row.withSession });
  if (report.waiting > 0) throw new Error(`${report.waiting} queued order(s) still waiting`);
}

export function registerOutboxSync(scope: ServiceWorkerGlobalScope, send = fetchSender()): void {
  scope.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutbox(send));
  });
}
