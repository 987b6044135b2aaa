import { useIntl } from 'react-intl';
import { type ListingQuery, clearFilters, hasFilters, withFilters } from '../listing-query';
import { useFilterLabels } from '../use-filter-labels';

interface Chip {
  key: string;
  label: string;
  remove: () => ListingQuery;
}

function chipsOf(
  q: ListingQuery,
  names: ReturnType<typeof useFilterLabels>,
  inStockLabel: string,
): Chip[] {
  return [
    ...q.categories.map((v) => ({
      key: `category-${v}`,
      label: names.category(v),
      remove: () => withFilters(q, { categories: q.categories.filter((c) => c !== v) }),
    })),
    ...q.sizes.map((v) => ({
      key: `size-${v}`,
      label: names.size(v),
      remove: () => withFilters(q, { sizes: q.sizes.filter((c) => c !== v) }),
    })),
    ...q.colors.map((v) => ({
      key: `color-${v}`,
      label: names.color(v),
      remove: () => withFilters(q, { colors: q.colors.filter((c) => c !== v) }),
    })),
    ...(q.priceMin !== null || q.priceMax !== null
      ? [
          {
            key: 'price',
            label: names.price(q.priceMin, q.priceMax),
            remove: () => withFilters(q, { priceMin: null, priceMax: null }),
          },
        ]
      : []),
    ...(q.inStock
      ? [{ key: 'stock', label: inStockLabel, remove: () => withFilters(q, { inStock: false }) }]
      : []),
  ];
}

/** The active filters as removable chips, and "clear all". */
export function FilterChips({
  query,
  onChange,
}: {
  query: ListingQuery;
  onChange: (next: ListingQuery) => void;
}) {
  const intl = useIntl();
  const names = useFilterLabels();
  if (!hasFilters(query)) return null;
  const chips = chipsOf(query, names, intl.formatMessage({ id: 'catalog.filters.inStock' }));
  return (
    <section
      className="filter-chips"
      aria-label={intl.formatMessage({ id: 'catalog.filters.active' })}
    >
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={intl.formatMessage(
                { id: 'catalog.filters.remove' },
                { label: chip.label },
              )}
              onClick={() => onChange(chip.remove())}
            >
              {chip.label}
              <span aria-hidden="true" className="filter-chip__x">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="filter-chips__clear"
        onClick={() => onChange(clearFilters(query))}
      >
        {intl.formatMessage({ id: 'catalog.filters.clearAll' })}
      </button>
    </section>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default FilterChips;
