import { Suspense, useState } from 'react';
import { TrackedSuspense } from '../../../lib/tracked-suspense';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLang } from '../../../lib/i18n/routing';
import { notFoundError, statusOf } from '../../../lib/page-error';
import { useTitle } from '../../../lib/seo/use-title';
import { ui } from '../../../lib/ui-state';
import { WIDE, useMediaQuery } from '../../../lib/use-media-query';
import { useLoadErrorLabels } from '../../../lib/use-load-error-labels';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { LoadError } from '../../../ui/load-error';
import { ReadError } from '../../../lib/read-error';
import { PageLoading } from '../../../ui/page-loading';
import { useListing } from '../use-listing';
import { hasFilters } from '../listing-query';
import { useListingUrl } from '../use-listing-url';
import { useScrollMemory } from '../use-scroll-memory';
import { CollectionHeader } from './collection-header';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import './collection.css';
import { lazyWithMessages } from '../../../lib/i18n/messages-part';
import { lazyWhenOnline } from '../../../lib/lazy-when-online';

// The filters are the listing's heaviest part (232 elements, 33 checkboxes): the sidebar's panel renders
// only on wide screens (its column is reserved by the grid meanwhile), the phone's drawer on first open.
const FilterPanel = lazyWithMessages(() => import('./filter-panel'));
const CollectionFilterDrawer = lazyWithMessages(
  () => import('./collection-filter-drawer'),
  'filters',
);
// The chips show only while a filter is on: a listing without filters, the usual landing, does not
// load their code; a filtered one's server markup stays as it is until it has.
const FilterChips = lazyWhenOnline(() => import('./filter-chips'));

/** A collection (or, with an empty slug, the whole catalog) with sort, filters and "Load more", all kept in the URL. */
export function CollectionView({ slug }: { slug: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [path] = useLocation();
  const rawSearch = useSearch();
  const { search, query, go } = useListingUrl();
  const state = useListing(slug, lang, query);
  const { isOpenFilterDrawer } = useSnapshot(ui);
  const wide = useMediaQuery(WIDE);
  // Once opened the drawer stays mounted, so it can animate out and reopen at once.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (isOpenFilterDrawer && !drawerUsed) setDrawerUsed(true);
  const errorLabels = useLoadErrorLabels(state.error);
  const loadingLabel = useLoadingLabel();
  const first = state.pages?.[0];
  useTitle(first?.collection.name);
  useScrollMemory(search, !state.pending && state.pages !== undefined);

  if (!state.pages && statusOf(state.error) === 404) {
    throw notFoundError(`${path}${rawSearch ? `?${rawSearch}` : ''}`);
  }
  if (!state.pages || !first) {
    return state.error ? (
      <ReadError error={state.error} retry={state.retry} />
    ) : (
      <PageLoading label={loadingLabel} />
    );
  }
  const last = state.pages[state.pages.length - 1] ?? first;

  return (
    <div className="collection">
      <CollectionHeader collection={first.collection} total={last.total} />
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
          <ListingToolbar query={query} onChange={go} />
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
          {Boolean(state.error) && <LoadError {...errorLabels} onRetry={state.retry} />}
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
    </div>
  );
}
