/** The phone's filter drawer (chips, then the panel), its own chunk: loaded when a shopper first opens it. */
import { useIntl } from 'react-intl';
import type { Facets } from '../../../../contract/types';
import { filterDrawer } from '../../../lib/ui-state';
import { FilterDrawer } from '../../../ui/filter-drawer';
import type { ListingQuery } from '../listing-query';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';

interface Props {
  isOpen: boolean;
  query: ListingQuery;
  facets: Facets;
  total: number;
  onChange: (next: ListingQuery) => void;
}

export default function CollectionFilterDrawer({ isOpen, query, facets, total, onChange }: Props) {
  const intl = useIntl();
  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={(open) => (open ? filterDrawer.open() : filterDrawer.close())}
      title={intl.formatMessage({ id: 'catalog.filters.title' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      footer={
        <button type="button" className="button" onClick={filterDrawer.close}>
          {intl.formatMessage({ id: 'catalog.filters.show' }, { count: total })}
        </button>
      }
    >
      <FilterChips query={query} onChange={onChange} />
      <FilterPanel query={query} facets={facets} onChange={onChange} />
    </FilterDrawer>
  );
}
