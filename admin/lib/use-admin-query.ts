/**
 * A screen's read: loads when the screen opens or its key changes, cancels a read the screen no
 * longer needs, and keeps what it last showed while reading again. The answer lives only as long as
 * the screen (no cache: an admin wants what the database says now).
 */
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError } from './api';

export interface AdminQuery<T> {
  data: T | undefined;
  error: AdminApiError | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the shown answer after a write that answered the new state. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

export function useAdminQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AdminQuery<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<AdminApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The read whose answer (or failure) is the one shown: loading until it is the current one.
  const current = `${key}#${attempt}`;
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(null);
        setSettled(current);
      },
      (thrown: unknown) => {
        if (controller.signal.aborted) return;
        setError(thrown instanceof AdminApiError ? thrown : new AdminApiError(0, String(thrown)));
        setSettled(current);
      },
    );
    return () => controller.abort();
    // `load` is the screen's inline function: the key (and a retry) say when the read changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading: settled !== current, reload, setData };
}
