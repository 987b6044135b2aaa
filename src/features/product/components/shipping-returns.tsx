/** Spec section 9: shipping times, the free-shipping threshold (from store info) and the returns policy. */
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../../../lib/i18n/money';
import { useStoreInfo } from '../../../lib/store-info-state';

// The spec's own figure, used until store info has loaded (or when it failed).
const DEFAULT_FREE_SHIPPING_THRESHOLD = 4000;

export function ShippingReturns() {
  const formatMoney = useFormatMoney();
  const threshold = formatMoney(
    useStoreInfo((info) => info?.free_shipping_threshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD),
  );
  return (
    <details className="product-details">
      <summary>
        <FormattedMessage id="product.shipping.title" />
      </summary>
      <div className="product-details__body">
        <ul>
          <li>
            <FormattedMessage id="product.shipping.free" values={{ threshold }} />
          </li>
          <li>
            <FormattedMessage id="product.shipping.standard" />
          </li>
          <li>
            <FormattedMessage id="product.shipping.express" />
          </li>
        </ul>
        <p>
          <FormattedMessage id="product.returns.window" />
        </p>
        <p>
          <FormattedMessage id="product.returns.cost" />
        </p>
      </div>
    </details>
  );
}
