import { useIntl } from 'react-intl';
import type { ProductCardLabels } from '../ui/product-card';

/** The localized texts every product card shows, wherever a grid of cards appears. */
export function useProductCardLabels(): ProductCardLabels {
  const intl = useIntl();
  return {
    sale: intl.formatMessage({ id: 'product.sale' }),
    outOfStock: intl.formatMessage({ id: 'product.stock.out' }),
    lowStock: intl.formatMessage({ id: 'product.stock.lowBadge' }),
    colors: intl.formatMessage({ id: 'product.colors' }),
    colorName: (color) => intl.formatMessage({ id: `color.${color}` }),
  };
}
