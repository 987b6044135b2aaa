import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';

/** Checkout with nothing in the cart: 'Your cart is empty' (spec text) and the way back to shopping. */
export function CheckoutEmpty() {
  const intl = useIntl();
  return (
    <div className="checkout-empty">
      <p className="checkout-empty__text">
        {intl.formatMessage({ id: 'checkout.errors.lines_required' })}
      </p>
      <LocalLink to="/collection" className="button">
        {intl.formatMessage({ id: 'cart.continueShopping' })}
      </LocalLink>
    </div>
  );
}
