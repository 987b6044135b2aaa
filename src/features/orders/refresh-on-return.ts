/**
 * Reads the order again when the shopper may have missed a change: the window focused, the tab shown
 * again, the network back. Unlike the catalog's quiet refresh (lib/use-quiet-refresh.ts) there is no
 * minimum wait: an order read is one small uncached request, and the shop may have just shipped it.
 * Focus and visibility often fire together; one read answers both.
 */
import { useEffect, useEffectEvent } from 'react';

/** Signals closer together than this are one return to the page. */
export const RETURN_COALESCE_MS = 1_000;

export function useRefreshOnReturn(refresh: (() => void) | null): void {
  const again = useEffectEvent(() => refresh?.());
  const enabled = refresh !== null;

  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < RETURN_COALESCE_MS) return;
      last = now;
      again();
    };
    window.addEventListener('focus', onReturn);
    window.addEventListener('online', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('online', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [enabled]);
}
