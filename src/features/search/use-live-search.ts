/**
 * Live suggestions for the header search: waits DEBOUNCE_MS after the last keystroke, aborts the
 * request of any older query, and keeps the last answer on screen while the next one loads, so the
 * list neither flickers nor shows an older query's answer once a newer one has arrived.
 */
import { useEffect, useState } from 'react';
import type { Lang, SearchResult } from '../../../contract/types';
import { fetchSearch } from './api';
import { DEBOUNCE_MS, LIVE_LIMIT, isSearchable } from './search-path';

export interface LiveSearch {
  /** The answer for `query`, or for the previous query while a newer one loads. */
  result: SearchResult | null;
  /** The query `result` answers. */
  query: string;
  loading: boolean;
  error: boolean;
}

interface Answer {
  key: string;
  query: string;
  result: SearchResult | null;
  error: boolean;
}

const IDLE: LiveSearch = { result: null, query: '', loading: false, error: false };

export function useLiveSearch(input: string, lang: Lang): LiveSearch {
  const q = input.trim();
  const searchable = isSearchable(q);
  const key = `${lang}:${q}`;
  const [answer, setAnswer] = useState<Answer>({ key: '', query: '', result: null, error: false });

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(q, lang, LIVE_LIMIT, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) setAnswer({ key, query: q, result, error: false });
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer((a) => ({ ...a, key, error: true }));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, q, lang, searchable]);

  if (!searchable) return IDLE;
  const current = answer.key === key;
  return {
    result: answer.result,
    query: answer.query,
    loading: !current,
    error: current && answer.error,
  };
}
