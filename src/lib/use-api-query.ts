/**
 * One API read per view: aborts the previous request when the inputs change, so a stale
 * answer never overwrites a newer one, and offers `retry` for the error state.
 */
import { useEffect, useState } from 'react';
import { api } from './api/client';

type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Record<string, QueryValue>;

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

export function useApiQuery<T>(path: string | null, query?: Query): QueryState<T> {
  const key = path === null ? null : `${path}?${JSON.stringify(query ?? {})}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({ key: null });

  useEffect(() => {
    if (key === null || path === null) return;
    const controller = new AbortController();
    api
      .get<T>(path, query as Record<string, unknown> | undefined, { signal: controller.signal })
      .then((data) => {
        if (!controller.signal.aborted) setState({ key, data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error });
      });
    return () => controller.abort();
    // `key` stands for path and query together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    retry: () => {
      setState({ key: null });
      setAttempt((n) => n + 1);
    },
  };
}
