/**
 * Spec section 9: shipping times, the free-shipping threshold and the returns policy, as the owner has
 * set them (store info: the methods offered and their days, the return window; issue 39).
 */
import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '../../../lib/i18n/money';
import { useStoreInfo } from '../../../lib/store-info-state';

// The spec's own figures, used until store info has loaded (or when it failed). The methods' lines wait
// for it: they name days the owner may have changed.
const DEFAULT_FREE_SHIPPING_THRESHOLD = 4000;
const DEFAULT_RETURN_DAYS = 7;

export function ShippingReturns() {
  const formatMoney = useFormatMoney();
  const info = useStoreInfo((i) => i);
  const threshold = formatMoney(info?.free_shipping_threshold ?? DEFAULT_FREE_SHIPPING_THRESHOLD);
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
          {info?.shipping_methods.map((m) => (
            <li key={m.code}>
              <FormattedMessage
                id={`product.shipping.${m.code}`}
                values={{ min: m.min_days, max: m.max_days }}
              />
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage
            id="product.returns.window"
            values={{ days: info?.return_window_days ?? DEFAULT_RETURN_DAYS }}
          />
        </p>
        <p>
          <FormattedMessage id="product.returns.cost" />
        </p>
      </div>
    </details>
  );
}
