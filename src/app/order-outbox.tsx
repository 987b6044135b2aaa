/**
 * Mounts the order outbox's replayer (which sends orders queued offline and tells the shopper what
 * became of them) only when the outbox may hold work: its chunk, and Dexie with it, is not loaded on
 * pages that do not need it. The hint is a localStorage flag (features/order-outbox/pending-hint.ts),
 * looked at on start, when an order is queued in any tab, and when the browser comes online.
 */
import { Suspense, useEffect, useState } from 'react';
import { onOutboxWork, outboxMayHaveWork } from '../features/order-outbox/pending-hint';
import { reloadOnChunkError } from '../features/pwa/chunk-reload';
import { ErrorBoundary } from './errors/error-boundary';
import { lazyWithMessages } from '../lib/i18n/messages-part';

const Replay = lazyWithMessages(reloadOnChunkError(() => import('./order-outbox-replay')));

export function OrderOutbox() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const look = () => {
      if (outboxMayHaveWork()) setWanted(true);
    };
    look();
    return onOutboxWork(look);
  }, []);
  if (!wanted) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Replay />
      </Suspense>
    </ErrorBoundary>
  );
}
