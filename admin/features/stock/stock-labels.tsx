/**
 * How the stock screens name things: a variant (colour, size, SKU) and its stock state against the
 * store's threshold, by the storefront's own rule (contract/variant-selection.ts) so the back office
 * calls "low" what the shop window shows as "Only {count} left".
 */
import type { IntlShape } from 'react-intl';
import type { StockVariant } from '../../../contract/admin/catalog-types';
import { stockStateOf } from '../../../contract/variant-selection';

export const colorName = (intl: IntlShape, color: string) => {
  const id = `stock.color.${color}`;
  return id in intl.messages ? intl.formatMessage({ id }) : color;
};

export const productName = (
  intl: IntlShape,
  v: Pick<StockVariant, 'product_name_vi' | 'product_name_en'>,
) => (intl.locale === 'en' ? v.product_name_en : v.product_name_vi);

/** "Đen · M" */
export const variantName = (intl: IntlShape, v: { color: string; size: string }) =>
  `${colorName(intl, v.color)} · ${v.size}`;

export function StockBadge({
  intl,
  stock,
  threshold,
}: {
  intl: IntlShape;
  stock: number;
  /** The store's low-stock threshold, or null while it is not read. */
  threshold: number | null;
}) {
  if (threshold === null) return null;
  const state = stockStateOf(stock, threshold);
  const tone =
    state === 'in_stock' ? 'badge--active' : state === 'low_stock' ? 'badge--low' : 'badge--out';
  return (
    <span className={`badge ${tone}`}>{intl.formatMessage({ id: `stock.state.${state}` })}</span>
  );
}
