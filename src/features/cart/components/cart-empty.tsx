import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';
import { BagIcon } from './icons';

/** 'Your cart is empty' (spec text) with the way back to shopping. */
export function CartEmpty() {
  const intl = useIntl();
  return (
    <div className="cart-empty">
      <BagIcon />
      <p className="cart-empty__text">{intl.formatMessage({ id: 'cart.empty' })}</p>
      <LocalLink to="/collection" className="button">
        {intl.formatMessage({ id: 'cart.continueShopping' })}
      </LocalLink>
    </div>
  );
}
