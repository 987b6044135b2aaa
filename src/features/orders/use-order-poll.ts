/**
 * The open order page follows the shop (issue 39, docs/decisions/031): the order is read again every
 * ORDER_POLL_MS while the page is shown and online, counted from the last answer, and no more once
 * nothing can change it (order-freshness.ts isFinal). Hidden, the page reads nothing; shown again,
 * refresh-on-return.ts reads it at once and the poll starts over from that answer. Each read asks the
 * server: order reads are no-store, and the service worker sends them to the network
 * (sw/routes/api-cache-rule.ts caches only public reads).
 */
import { useEffect, useEffectEvent } from 'react';

export const ORDER_POLL_MS = 20_000;

/**
 * Calls `read` ORDER_POLL_MS after `lastAnswer` changes, while the page is visible and online; null
 * stops it (the order is final, or there is nothing to read).
 */
export function useOrderPoll(
  read: (() => void) | null,
  lastAnswer: unknown,
  every = ORDER_POLL_MS,
) {
  const again = useEffectEvent(() => read?.());
  const enabled = read !== null;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return; // paused while hidden
      timer = setTimeout(() => {
        if (navigator.onLine !== false) again();
        else arm(); // offline: the `online` event reads it (refresh-on-return.ts); try later
      }, every);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [enabled, lastAnswer, every]);
}
