import { useIntl } from 'react-intl';
import { PageLoading } from '../../../ui/page-loading';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { useCartLines } from '../use-cart';
import { CartContents } from './cart-contents';
import { useCartRecheck } from './use-cart-recheck';
import './cart.css';

/** The /cart screen: the same lines as the drawer with room to breathe; prices re-checked on arrival. */
export function CartView() {
  const intl = useIntl();
  const lines = useCartLines();
  const loading = useLoadingLabel();
  useCartRecheck(true);
  return (
    <section className="cart-page">
      <h1>{intl.formatMessage({ id: 'cart.title' })}</h1>
      {lines ? <CartContents lines={lines} /> : <PageLoading label={loading} />}
    </section>
  );
}
