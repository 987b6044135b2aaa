/**
 * The navigation's count of orders waiting to be confirmed: read when the frame opens, then polled
 * while the tab is shown (lib/use-while-shown.ts). A failed read keeps the last count (a session that
 * ended is the API client's to handle); null until the first answer. Nothing is asked while the
 * member must still set up the authenticator the owner requires (every call would answer 403).
 */
import { useEffect, useState } from 'react';
import { session } from '../../lib/session';
import { ordersSummary } from './api';
import { useWhileShown } from '../../lib/use-while-shown';

export function usePendingOrders(): number | null {
  const [pending, setPending] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  useWhileShown(() => setTick((n) => n + 1));
  useEffect(() => {
    if (session.totpRequired) return;
    const controller = new AbortController();
    ordersSummary(controller.signal).then(
      (summary) => setPending(summary.pending),
      () => undefined,
    );
    return () => controller.abort();
  }, [tick]);
  return pending;
}
