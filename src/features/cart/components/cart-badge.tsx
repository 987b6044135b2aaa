import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { cartDrawer } from '../../../lib/ui-state';
import { cartCount } from '../cart-lines';
import { useCartLines } from '../use-cart';
import { BagIcon } from './icons';
import './cart.css';

/** The header's cart button: a live count from every tab's changes; it toggles the drawer. */
export function CartButton() {
  const intl = useIntl();
  const count = cartCount(useCartLines() ?? []);
  return (
    <Button
      className="cart-button"
      aria-label={intl.formatMessage({ id: 'cart.button' }, { count })}
      onPress={cartDrawer.toggle}
    >
      <BagIcon />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Button>
  );
}
