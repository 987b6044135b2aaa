import { useEffect, useRef } from 'react';

/**
 * Calls `onClose` after `duration` ms of open, unpaused time. Pausing keeps what is left, so a
 * toast the shopper hovered for a minute still gets its remaining seconds afterwards.
 * A new `duration` (e.g. from an update) starts the count again.
 */
export function useAutoClose(
  open: boolean,
  duration: number,
  paused: boolean,
  onClose: () => void,
): void {
  const remaining = useRef(duration);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onCloseRef.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [open, paused, duration]);
}
