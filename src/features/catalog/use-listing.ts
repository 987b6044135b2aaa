/**
 * The listing's reads: pages 1..N of one view (N from `?page=`), so a reload or a way back shows
 * everything "Load more" had added. Pages of the same view are appended; a new view starts over.
 * The previous view stays on screen (marked stale) while the next one loads, so the filters keep
 * their focus. Each change aborts the requests in flight: a stale answer never lands.
 * Like every read (lib/use-quiet-refresh.ts), the pages shown are read again quietly when the worker
 * reports a change, when the connection returns, or when the tab is shown again after a while.
 * A page rendered on the server starts from its answers (lib/server-data.ts), as useApiQuery does.
 */
import { useEffect, useRef, useState } from 'react';
import type { CollectionListing, Lang } from '../../../contract/types';
import type { ApiUrl } from '../../../contract/api/paths';
import { buildApiUrl } from '../../lib/api/api-base';
import { useServerAnswers, useServerData } from '../../lib/server-data';
import { useQuietRefresh } from '../../lib/use-quiet-refresh';
import { listingPageUrl, readListingPage } from './api';
import { type ListingQuery, toApiQuery, viewKey } from './listing-query';

/** What a page of a listing has: a collection's, or a search's (features/search). */
export type ListingPage = Pick<CollectionListing, 'items' | 'total' | 'facets'>;

interface Loaded<P> {
  key: string;
  pages: P[];
}

export interface ListingState<P extends ListingPage = CollectionListing> {
  /** The pages on screen: the asked view's, or the previous view's while it loads. */
  pages: P[] | undefined;
  /** True while what is shown is not (all of) the asked view. */
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/** `slug` names the view (with `urlOf`, the search's query); `urlOf` gives its pages' URLs instead of the collection's. */
export function useListing<P extends ListingPage = CollectionListing>(
  slug: string,
  lang: Lang,
  query: ListingQuery,
  urlOf: (n: number) => ApiUrl<P> = (n) =>
    listingPageUrl(slug, toApiQuery(query, n, lang)) as unknown as ApiUrl<P>,
): ListingState<P> {
  const key = `${lang}|${slug}|${viewKey(query)}`;

  const serverData = useServerData();
  // Read in render, not in the initialiser: on the server it suspends until the pages are in.
  const fromServer = useServerAnswers(
    Array.from({ length: query.page }, (_, i) => urlOf(i + 1)),
  ) as P[] | undefined;
  const [loaded, setLoaded] = useState<Loaded<P> | undefined>(
    () => fromServer && { key, pages: fromServer },
  );
  const [failure, setFailure] = useState<
    { key: string; page: number; error: unknown } | undefined
  >();
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState(0);
  const loadedAt = useRef(0);
  const have = loaded?.key === key ? loaded.pages.length : 0;
  const want = query.page;

  const readPages = (numbers: number[], signal: AbortSignal) =>
    Promise.all(
      numbers.map((n) => readListingPage(urlOf(n) as never, signal) as unknown as Promise<P>),
    );

  useEffect(() => {
    if (have >= want) {
      // Pages that came with the server's HTML count as read now; later reads go to the network.
      if (loadedAt.current === 0) loadedAt.current = Date.now();
      for (let n = 1; n <= have; n++) serverData?.forget(urlOf(n));
      return;
    }
    const controller = new AbortController();
    readPages(
      Array.from({ length: want - have }, (_, i) => have + i + 1),
      controller.signal,
    )
      .then((pages) => {
        if (controller.signal.aborted) return;
        loadedAt.current = Date.now();
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

  // The quiet re-read of the pages on screen: they are replaced only when every one came back.
  useEffect(() => {
    if (refresh === 0 || have === 0) return;
    const controller = new AbortController();
    readPages(
      Array.from({ length: have }, (_, i) => i + 1),
      controller.signal,
    )
      .then((pages) => {
        if (controller.signal.aborted) return;
        loadedAt.current = Date.now();
        // Only the same view with as many pages (no "Load more" meanwhile) takes the new answers.
        setLoaded((prev) =>
          prev?.key === key &&
          prev.pages.length === pages.length &&
          JSON.stringify(prev.pages) !== JSON.stringify(pages)
            ? { key, pages }
            : prev,
        );
      })
      .catch(() => undefined); // a quiet read that fails changes nothing on screen
    return () => controller.abort();
    // Runs only when a quiet trigger bumps `refresh`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh]);

  const failed = failure?.key === key;
  useQuietRefresh(
    Array.from({ length: Math.max(have, 1) }, (_, i) => buildApiUrl(urlOf(i + 1))),
    () => {
      // Nothing shown yet and the read failed: try it again (coming back online brings the page in).
      if (failed) {
        setFailure(undefined);
        setAttempt((n) => n + 1);
      } else setRefresh((n) => n + 1);
    },
    () => loadedAt.current,
  );

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
