/**
 * The search page's results as a collection shows its products: the collection's toolbar (sort, with
 * relevance first), filter panel or drawer, chips and "Load more" (features/catalog), over pages of the
 * search read by the listing's own hook (use-listing.ts), all kept in the URL beside `q`.
 */
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { SEARCH_SORTS } from '../../../contract/api/search-page';
import type { SearchResult } from '../../../contract/types';
import { LocalLink, useLang } from '../../lib/i18n/routing';
import { ReadError } from '../../lib/read-error';
import { TrackedSuspense } from '../../lib/tracked-suspense';
import { ui } from '../../lib/ui-state';
import { WIDE, useMediaQuery } from '../../lib/use-media-query';
import { PageLoading } from '../../ui/page-loading';
import { useLoadingLabel } from '../../lib/use-loading-label';
import { lazyWithMessages } from '../../lib/i18n/messages-part';
import { hasFilters, type ListingQuery } from '../../features/catalog/listing-query';
import { useListing } from '../../features/catalog/use-listing';
import { ListingResults } from '../../features/catalog/components/listing-results';
import { ListingToolbar } from '../../features/catalog/components/listing-toolbar';
import '../../features/catalog/components/collection.css';
import { searchPath } from '../../features/search/search-path';
import { type SearchView, searchPageUrl, serializeSearchView } from './search-view';
import { SearchCollections } from '../../features/search/components/search-collections';
import { lazyWhenOnline } from '../../lib/lazy-when-online';

const FilterPanel = lazyWithMessages(
  () => import('../../features/catalog/components/filter-panel'),
);
const CollectionFilterDrawer = lazyWithMessages(
  () => import('../../features/catalog/components/collection-filter-drawer'),
  'filters',
);
const FilterChips = lazyWhenOnline(() => import('../../features/catalog/components/filter-chips'));

export function SearchListing({ view }: { view: SearchView }) {
  const intl = useIntl();
  const lang = useLang();
  const [location, navigate] = useLocation();
  const { q, query } = view;
  const state = useListing<SearchResult>(`search:${q}`, lang, query, (n) =>
    searchPageUrl(view, n, lang),
  );
  const { isOpenFilterDrawer } = useSnapshot(ui);
  const wide = useMediaQuery(WIDE);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (isOpenFilterDrawer && !drawerUsed) setDrawerUsed(true);
  const loadingLabel = useLoadingLabel();

  // A filter or sort change is a new history entry; "Load more" replaces it (as use-listing-url.ts).
  const go = (next: ListingQuery, how: 'push' | 'replace' = 'push') =>
    navigate(`${location}?${serializeSearchView({ q, query: next })}`, {
      replace: how === 'replace',
    });

  const first = state.pages?.[0];
  if (!state.pages || !first) {
    return state.error ? (
      <ReadError error={state.error} retry={state.retry} />
    ) : (
      <PageLoading label={loadingLabel} />
    );
  }
  const last = state.pages[state.pages.length - 1] ?? first;

  return (
    <>
      {first.did_you_mean && (
        <p className="search-page__did-you-mean">
          <LocalLink to={searchPath(first.did_you_mean)}>
            <FormattedMessage id="search.didYouMean" values={{ query: first.did_you_mean }} />
          </LocalLink>
        </p>
      )}
      <SearchCollections collections={first.collections} />
      <section className="collection" aria-labelledby="search-products-title">
        <h2 id="search-products-title">
          <FormattedMessage id="search.products" />
        </h2>
        <p className="collection__count" aria-live="polite">
          <FormattedMessage id="collection.count" values={{ count: last.total }} />
        </p>
        <div className="collection__body">
          <aside
            className="collection__sidebar"
            aria-label={intl.formatMessage({ id: 'catalog.filters.title' })}
          >
            {wide && (
              <TrackedSuspense>
                <FilterPanel query={query} facets={last.facets} onChange={go} />
              </TrackedSuspense>
            )}
          </aside>
          <div className="collection__main">
            <ListingToolbar
              query={query}
              onChange={go}
              sortOptions={SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({
                    id: s === 'relevance' ? 'search.sort.relevance' : `catalog.sort.${s}`,
                  })}
                </option>
              ))}
            />
            {hasFilters(query) && (
              <TrackedSuspense>
                <FilterChips query={query} onChange={go} />
              </TrackedSuspense>
            )}
            <ListingResults
              pages={state.pages}
              query={query}
              pending={state.pending && !state.error}
              onChange={go}
            />
          </div>
        </div>
        {drawerUsed && (
          <Suspense fallback={null}>
            <CollectionFilterDrawer
              isOpen={isOpenFilterDrawer}
              query={query}
              facets={last.facets}
              total={last.total}
              onChange={go}
            />
          </Suspense>
        )}
      </section>
    </>
  );
}
