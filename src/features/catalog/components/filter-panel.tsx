import { Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { COLORS, type Color } from '../../../../contract/constants';
import type { FacetCount, Facets } from '../../../../contract/types';
import { type FilterOption, FilterOptions } from '../../../ui/filter-options';
import { type ListingQuery, withFilters } from '../listing-query';
import { useFilterLabels } from '../use-filter-labels';
import { PriceFilter } from './price-filter';
import '../../../ui/check-box.css';

interface FilterPanelProps {
  query: ListingQuery;
  facets: Facets;
  onChange: (next: ListingQuery) => void;
}

/** A facet's values with their counts; a picked value the facet no longer holds stays, at 0, so it can be unpicked. */
function withSelected(facet: FacetCount[], selected: string[]): FacetCount[] {
  const missing = selected
    .filter((v) => !facet.some((f) => f.value === v))
    .map((value) => ({ value, count: 0 }));
  return [...facet, ...missing];
}

/** The listing's filters: category, size, colour (all 13, as named swatches), price and stock; counts from the facets. */
export function FilterPanel({ query, facets, onChange }: FilterPanelProps) {
  const intl = useIntl();
  const names = useFilterLabels();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Parameters<typeof withFilters>[1]) => onChange(withFilters(query, patch));

  const categories: FilterOption[] = withSelected(facets.categories, query.categories).map((f) => ({
    ...f,
    label: names.category(f.value),
  }));
  const sizes: FilterOption[] = withSelected(facets.sizes, query.sizes).map((f) => ({
    ...f,
    label: names.size(f.value),
  }));
  const colorCounts = new Map(facets.colors.map((f) => [f.value, f.count]));
  const colors: FilterOption[] = COLORS.map((c) => ({
    value: c,
    label: names.color(c),
    count: colorCounts.get(c) ?? 0,
    swatchClass: `swatch--${c.toLowerCase()}`,
  }));

  return (
    <div className="filter-panel">
      {categories.length > 0 && (
        <FilterOptions
          label={t('catalog.filters.category')}
          options={categories}
          selected={query.categories}
          onChange={(categories) => set({ categories })}
        />
      )}
      {sizes.length > 0 && (
        <FilterOptions
          label={t('catalog.filters.size')}
          options={sizes}
          selected={query.sizes}
          onChange={(sizes) => set({ sizes })}
          variant="pills"
        />
      )}
      <FilterOptions
        label={t('catalog.filters.color')}
        options={colors}
        selected={query.colors}
        onChange={(values) => set({ colors: values as Color[] })}
      />
      <PriceFilter
        query={query}
        range={facets.price}
        onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
      />
      <Checkbox
        className="filter-option filter-panel__stock"
        isSelected={query.inStock}
        onChange={(inStock) => set({ inStock })}
      >
        <span className="check-box" aria-hidden="true" />
        <span className="filter-option__name">{t('catalog.filters.inStock')}</span>
      </Checkbox>
    </div>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default FilterPanel;
