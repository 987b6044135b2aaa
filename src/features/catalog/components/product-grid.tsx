import { useContext } from 'react';
import type { ProductCard as Card } from '../../../../contract/types';
import { CardActionsContext } from '../../../lib/card-actions';
import { useFormatMoney } from '../../../lib/i18n/money';
import { useProductCardLabels } from '../../../lib/use-product-card-labels';
import { PrefetchLink, useLocalize } from '../../../lib/i18n/routing';
import { ProductCard } from '../../../ui/product-card';

/**
 * A responsive grid of product cards; the first `priority` images load eagerly with high priority (LCP
 * candidates: give at most the two of a phone's first row, or they compete with each other).
 */
export function ProductGrid({ products, priority = 0 }: { products: Card[]; priority?: number }) {
  const formatMoney = useFormatMoney();
  const localize = useLocalize();
  const renderActions = useContext(CardActionsContext);
  const labels = useProductCardLabels();
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
