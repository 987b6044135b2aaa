import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useStoreInfo } from '../../../lib/store-info-state';
import { RangeSlider } from '../../../ui/range-slider';
import type { ListingQuery } from '../listing-query';

interface PriceFilterProps {
  query: ListingQuery;
  /** The facet's range in cents (counted without the price filter, so it stays put while sliding). */
  range: { min: number; max: number };
  onChange: (priceMin: number | null, priceMax: number | null) => void;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * Price range in whole units of the store currency; the URL and the API keep cents. A thumb at
 * its end means "no bound", so the filter drops out instead of pinning today's extreme price.
 */
export function PriceFilter({ query, range, onChange }: PriceFilterProps) {
  const intl = useIntl();
  const currency = useStoreInfo((info) => info?.currency ?? 'USD');
  const min = Math.floor(range.min / 100);
  const max = Math.ceil(range.max / 100);
  const active = query.priceMin !== null || query.priceMax !== null;
  if (max <= min && !active) return null;
  const lo = Math.min(min, query.priceMin === null ? min : Math.floor(query.priceMin / 100));
  const hi = Math.max(max, query.priceMax === null ? max : Math.ceil(query.priceMax / 100), lo + 1);
  const value: [number, number] = [
    query.priceMin === null ? lo : clamp(query.priceMin / 100, lo, hi),
    query.priceMax === null ? hi : clamp(query.priceMax / 100, lo, hi),
  ];

  return (
    <I18nProvider locale={intl.locale === 'vi' ? 'vi-VN' : 'en-US'}>
      <RangeSlider
        label={intl.formatMessage({ id: 'catalog.filters.price' })}
        thumbLabels={[
          intl.formatMessage({ id: 'catalog.filters.priceMin' }),
          intl.formatMessage({ id: 'catalog.filters.priceMax' }),
        ]}
        min={lo}
        max={hi}
        value={value}
        formatOptions={{
          style: 'currency',
          currency,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        }}
        onCommit={([a, b]) => onChange(a > lo ? a * 100 : null, b < hi ? b * 100 : null)}
      />
    </I18nProvider>
  );
}
