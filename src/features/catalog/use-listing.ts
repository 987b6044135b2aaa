/**
 * The listing's reads: pages 1..N of one view (N from `?page=`), so a reload or a way back shows
 * everything "Load more" had added. Pages of the same view are appended; a new view starts over.
 * The previous view stays on screen (marked stale) while the next one loads, so the filters keep
 * their focus. Each change aborts the requests in flight: a stale answer never lands.
 */
import { useEffect, useState } from 'react';
import type { CollectionListing, Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';
import { type ListingQuery, toApiQuery, viewKey } from './listing-query';

interface Loaded {
  key: string;
  pages: CollectionListing[];
}

export interface ListingState {
  /** The pages on screen: the asked view's, or the previous view's while it loads. */
  pages: CollectionListing[] | undefined;
  /** True while what is shown is not (all of) the asked view. */
  pending: boolean;
  error: unknown;
  retry: () => void;
}

export function useListing(slug: string, lang: Lang, query: ListingQuery): ListingState {
  const key = `${lang}|${slug}|${viewKey(query)}`;
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [failure, setFailure] = useState<{ key: string; page: number; error: unknown } | undefined>();
  const [attempt, setAttempt] = useState(0);
  const have = loaded?.key === key ? loaded.pages.length : 0;
  const want = query.page;

  useEffect(() => {
    if (have >= want) return;
    const controller = new AbortController();
    const path = `/api/catalog/collections/${slug}`;
    const numbers = Array.from({ length: want - have }, (_, i) => have + i + 1);
    Promise.all(
      numbers.map((n) =>
        api.get<CollectionListing>(path, { lang, ...toApiQuery(query, n) }, { signal: controller.signal }),
      ),
    )
      .then((pages) => {
        if (controller.signal.aborted) return;
        setFailure(undefined);
        setLoaded((prev) => ({ key, pages: [...(prev?.key === key ? prev.pages : []), ...pages] }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, page: want, error });
      });
    return () => controller.abort();
    // `key` and `want` stand for slug, lang and the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, want, have, attempt]);

  const current = loaded?.key === key;
  const error = failure?.key === key && failure.page === want ? failure.error : undefined;
  return {
    pages: current ? loaded.pages.slice(0, want) : loaded?.pages,
    pending: !current || have < want,
    error,
    retry: () => {
      setFailure(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
