/**
 * The phone's filter drawer (chips, then the panel), its own chunk: loaded when a shopper first opens
 * it. The panel comes a frame after the drawer, its groups in outline meanwhile (ui/filter-drawer.tsx).
 */
import { useIntl } from 'react-intl';
import { COLORS } from '../../../../contract/constants';
import type { Facets } from '../../../../contract/types';
import { filterDrawer } from '../../../lib/ui-state';
import { FilterDrawer } from '../../../ui/filter-drawer';
import { FilterSkeleton } from '../../../ui/filter-skeleton';
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
  const t = (id: string) => intl.formatMessage({ id });
  // The panel's groups as it will show them (filter-panel.tsx): a facet without values has none.
  const groups = [
    { label: t('catalog.filters.category'), rows: facets.categories.length },
    { label: t('catalog.filters.size'), rows: facets.sizes.length },
    { label: t('catalog.filters.color'), rows: COLORS.length },
    { label: t('catalog.filters.price'), rows: 1 },
  ].filter((group) => group.rows > 0);
  return (
    <FilterDrawer
      isOpen={isOpen}
      onOpenChange={(open) => (open ? filterDrawer.open() : filterDrawer.close())}
      title={intl.formatMessage({ id: 'catalog.filters.title' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      skeleton={<FilterSkeleton groups={groups} />}
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
