import { useIntl } from 'react-intl';
import type { CollectionListing, ProductCard } from '../../../../contract/types';
import { type ListingQuery, clearFilters, hasFilters } from '../listing-query';
import { ProductGrid } from './product-grid';

/** A collection's pages, or a search's (features/search): what the grid needs of each. */
type ResultsPage = Pick<CollectionListing, 'items' | 'total'>;

interface ListingResultsProps {
  pages: ResultsPage[];
  query: ListingQuery;
  pending: boolean;
  onChange: (next: ListingQuery, how?: 'push' | 'replace') => void;
}

function itemsOf(pages: ResultsPage[]): ProductCard[] {
  // A product may move between pages if the catalogue changed between two reads: show it once.
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** The grid of every loaded page, "Load more" while products remain, or the empty state. */
export function ListingResults({ pages, query, pending, onChange }: ListingResultsProps) {
  const intl = useIntl();
  const items = itemsOf(pages);
  const total = pages[pages.length - 1]?.total ?? 0;

  if (items.length === 0 && !pending) {
    return (
      <div className="empty-state listing-empty">
        <p>{intl.formatMessage({ id: 'common.noData' })}</p>
        {hasFilters(query) && (
          <button type="button" className="button" onClick={() => onChange(clearFilters(query))}>
            {intl.formatMessage({ id: 'catalog.clearFilters' })}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="listing-results" aria-busy={pending}>
      <ProductGrid products={items} priority={2} />
      {items.length < total && (
        <div className="listing-more">
          <p className="listing-more__shown">
            {intl.formatMessage({ id: 'catalog.shown' }, { shown: items.length, total })}
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={pending}
            // Replaces the history entry: a reload or a way back shows every page loaded so far.
            onClick={() => onChange({ ...query, page: pages.length + 1 }, 'replace')}
          >
            {intl.formatMessage({ id: pending ? 'common.loading' : 'catalog.loadMore' })}
          </button>
        </div>
      )}
    </div>
  );
}
