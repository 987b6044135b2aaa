import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { ProductCard as Card } from '../../../../contract/types';
import { CardActionsContext } from '../../../lib/card-actions';
import { useFormatMoney } from '../../../lib/i18n/money';
import { PrefetchLink, useLocalize } from '../../../lib/i18n/routing';
import { ProductCard, type ProductCardLabels } from '../../../ui/product-card';

/** A responsive grid of product cards; the first `priority` images load eagerly (LCP). */
export function ProductGrid({ products, priority = 0 }: { products: Card[]; priority?: number }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const localize = useLocalize();
  const renderActions = useContext(CardActionsContext);
  const labels: ProductCardLabels = {
    sale: intl.formatMessage({ id: 'product.sale' }),
    outOfStock: intl.formatMessage({ id: 'product.stock.out' }),
    lowStock: intl.formatMessage({ id: 'product.stock.lowBadge' }),
    colors: intl.formatMessage({ id: 'product.colors' }),
    colorName: (color) => intl.formatMessage({ id: `color.${color}` }),
  };
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            href={localize(`/product/${product.slug}`)}
            formatMoney={formatMoney}
            labels={labels}
            priority={index < priority}
            renderLink={(props) => <PrefetchLink {...props} />}
            actions={renderActions?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
