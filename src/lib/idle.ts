/**
 * Work that the first screen does not need (the PWA manager, the offline indicator) waits until the
 * browser is idle after the first paint, or `timeout` ms at most. What opens the device database or
 * runs the cart drawer waits longer, for the shopper's first input (src/lib/engaged.ts).
 */
import { useEffect, useState } from 'react';

export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** False on the server and in the first render, true once `when` (whenIdle, whenEngaged) has run after mount. */
export function useAfter(when: (run: () => void) => () => void): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => when(() => setReady(true)), [when]);
  return ready;
}

/** False on the server and in the first render, true once the browser has been idle after mount. */
export const useAfterIdle = (): boolean => useAfter(whenIdle);
