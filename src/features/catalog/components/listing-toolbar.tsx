import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SORTS } from '../../../../contract/constants';
import type { Sort } from '../../../../contract/types';
import { filterDrawer } from '../../../lib/ui-state';
import { type ListingQuery, withFilters } from '../listing-query';

function activeCount(q: ListingQuery): number {
  return (
    q.categories.length +
    q.sizes.length +
    q.colors.length +
    (q.priceMin !== null || q.priceMax !== null ? 1 : 0) +
    (q.inStock ? 1 : 0)
  );
}

/** The filter-drawer button (below lg; from lg the filters are a sidebar) and the sort order. */
export function ListingToolbar({
  query,
  onChange,
  sortOptions,
}: {
  query: ListingQuery;
  onChange: (next: ListingQuery) => void;
  /** The sort's `<option>`s when not the catalog's (the search page adds its relevance). */
  sortOptions?: ReactNode;
}) {
  const intl = useIntl();
  const sortId = useId();
  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className="button button--ghost listing-toolbar__filters"
        data-uses="filters"
        onClick={filterDrawer.open}
        aria-haspopup="dialog"
      >
        {intl.formatMessage({ id: 'catalog.filters.button' }, { count: activeCount(query) })}
      </button>
      <div className="listing-toolbar__sort">
        <label htmlFor={sortId}>{intl.formatMessage({ id: 'catalog.sort.label' })}</label>
        {/* A native select: the phone's own picker, fully keyboard and screen-reader ready. */}
        <select
          id={sortId}
          value={query.sort}
          onChange={(e) => onChange(withFilters(query, { sort: e.target.value as Sort }))}
        >
          {sortOptions ??
            SORTS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: `catalog.sort.${s}` })}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}
