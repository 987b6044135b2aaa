import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type ListingQuery, parseListingQuery, serializeListingQuery } from './listing-query';
import { currentEntryState, newEntryState } from './use-scroll-memory';

/**
 * The listing's view read from and written to the URL. A filter or sort change is a new history
 * entry (back undoes it); "Load more" replaces the entry, so back leaves the listing instead of
 * taking pages away one by one.
 */
export function useListingUrl() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseListingQuery(search), [search]);

  const go = (next: ListingQuery, how: 'push' | 'replace' = 'push') => {
    const qs = serializeListingQuery(next);
    const to = `${location}${qs ? `?${qs}` : ''}`;
    if (how === 'replace') navigate(to, { replace: true, state: currentEntryState() });
    else navigate(to, { state: newEntryState() });
  };

  return { search, query, go };
}
