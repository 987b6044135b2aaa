import { FormattedMessage } from 'react-intl';
import type { StockState } from '../../../../contract/types';

/** Spec section 4: out of stock; low stock 'Only {count} left'; in stock. Announced when it changes. */
export function StockStatus({ state, count }: { state: StockState; count: number }) {
  return (
    <p className={`stock stock--${state}`} data-stock={state} role="status">
      {state === 'out_of_stock' && <FormattedMessage id="product.stock.out" />}
      {state === 'low_stock' && <FormattedMessage id="product.stock.low" values={{ count }} />}
      {state === 'in_stock' && <FormattedMessage id="product.stock.in" />}
    </p>
  );
}
