/**
 * One API read per view: aborts the previous request when the inputs change, so a stale
 * answer never overwrites a newer one, and offers `retry` for the error state.
 *
 * It also refreshes itself quietly (issue 5), keeping what it shows until the new answer is in:
 * when the service worker reports a changed answer for this URL, when the browser comes back
 * online, and when the tab is shown again after a while. A quiet read that fails changes nothing.
 *
 * A page rendered on the server starts from the server's answer (lib/server-data.ts): the server's
 * render suspends until it is in, and hydration shows the same answer without fetching it again.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiUrl } from '../../contract/api/paths';
import { buildApiUrl } from './api/api-base';
import { api } from './api/client';
import { useServerAnswer, useServerData } from './server-data';
import { useQuietRefresh } from './use-quiet-refresh';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

interface Loaded<T> {
  key: string | null;
  data?: T;
  error?: unknown;
}

/** `url` is a built read (a contract path builder's, query included): it is the key; null reads nothing. */
export function useApiQuery<T>(url: ApiUrl<T> | null): QueryState<T> {
  const key: string | null = url;
  const [attempt, setAttempt] = useState(0);
  // Bumped by the quiet triggers; unlike `attempt` it never clears what is shown.
  const [refresh, setRefresh] = useState(0);
  const serverData = useServerData();
  const answer = useServerAnswer(key);
  const seeded = answer && 'data' in answer ? (answer.data as T) : undefined;
  const [state, setState] = useState<Loaded<T>>(() =>
    seeded === undefined ? { key: null } : { key, data: seeded },
  );
  // The server's answer is on screen: the first read is skipped, later ones go to the network.
  const seededKey = useRef(seeded === undefined ? null : key);
  const loadedAt = useRef(0);

  useEffect(() => {
    if (key === null) return;
    if (seededKey.current === key && attempt === 0 && refresh === 0) {
      seededKey.current = null;
      serverData?.forget(key);
      loadedAt.current = Date.now();
      return;
    }
    const controller = new AbortController();
    const quiet = refresh > 0;
    api
      .get<T>(key, { signal: controller.signal })
      .then((data) => {
        if (controller.signal.aborted) return;
        loadedAt.current = Date.now();
        // The same answer again (the worker's cached copy) keeps the old object: no re-render.
        setState((prev) =>
          quiet && prev.key === key && sameJson(prev.data, data) ? prev : { key, data },
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A quiet read never replaces data on screen with an error.
        setState((prev) =>
          quiet && prev.key === key && prev.data !== undefined ? prev : { key, error },
        );
      });
    return () => controller.abort();
    // serverData is one object for the app's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, refresh]);

  useQuietRefresh(
    key === null ? [] : [buildApiUrl(key)],
    () => setRefresh((n) => n + 1),
    () => loadedAt.current,
  );

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

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
