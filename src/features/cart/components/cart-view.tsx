import { useIntl } from 'react-intl';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { useKnownCartCount } from '../cart-count';
import { useShownCartLines } from '../use-cart';
import { CartContents } from './cart-contents';
import { CartSkeleton } from './cart-skeleton';
import { useCartRecheck } from './use-cart-recheck';
import './cart.css';

/**
 * The /cart screen: the same lines as the drawer with room to breathe; prices re-checked on arrival.
 * Until the device's database answers: the empty cart at once, or the lines' outline (use-cart.ts).
 */
export function CartView() {
  const intl = useIntl();
  const shown = useShownCartLines();
  const known = useKnownCartCount();
  const loading = useLoadingLabel();
  useCartRecheck(true);
  return (
    <section className="cart-page">
      <h1>{intl.formatMessage({ id: 'cart.title' })}</h1>
      {shown ? <CartContents lines={shown} /> : <CartSkeleton items={known} label={loading} />}
    </section>
  );
}
