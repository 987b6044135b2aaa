import { useIntl } from 'react-intl';
import { cartDrawer } from '../../../lib/ui-state';
import { useCartCount } from '../cart-count';
import { BagIcon } from './icons';
import './cart.css';

/**
 * The header's cart button: the count comes from a mirror in localStorage, then live from every tab's
 * changes once the browser is idle (cart-count.ts), so Dexie is not opened to paint the header.
 * It toggles the drawer. A plain button: react-aria's added nothing here and would load with the header.
 */
export function CartButton() {
  const intl = useIntl();
  const count = useCartCount();
  return (
    <button
      type="button"
      className="cart-button"
      data-uses="cart"
      aria-label={intl.formatMessage({ id: 'cart.button' }, { count })}
      onClick={cartDrawer.toggle}
    >
      <BagIcon />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default CartButton;
