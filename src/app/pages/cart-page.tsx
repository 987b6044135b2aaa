import { useLocation } from 'wouter';
import { CartView } from '../../features/cart/components/cart-view';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';

/** `/cart`: the cart from this device's storage, so it shows offline too. */
export default function CartPage() {
  const [location] = useLocation();
  useTitle(routeTitle(location));
  return <CartView />;
}
