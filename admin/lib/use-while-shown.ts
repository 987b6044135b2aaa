/**
 * Shared by the screens that follow the shop live (the orders list and count, the dashboard).
 * Runs `refresh` every `everyMs` while the tab is shown, and once at once when it is shown again: a
 * hidden tab asks the server nothing (a back office left open all day in a background tab costs no
 * queries), and coming back to it shows what is new without waiting for the next tick.
 */
import { useEffect, useRef } from 'react';

/** How stale the live screens may be: the "new orders appear within 10 s". */
export const REFRESH_MS = 10_000;

export function useWhileShown(refresh: () => void, everyMs = REFRESH_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => latest.current(), everyMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      latest.current();
      start();
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs]);
}
