import { useLocation } from 'wouter';
import { PATH_TOKEN_RE } from '../../../contract/constants';
import { loadCheckoutPrefill } from '../../features/account/checkout-prefill';
import { clearCart, removeFromCart, updateQuantity } from '../../features/cart/store';
import { useShownCartLines } from '../../features/cart/use-cart';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { placeOrder } from '../../features/order-outbox/place-order';
import { useOrderOnDevice } from '../../features/order-outbox/use-order-on-device';
import { useSignedIn } from '../../lib/session';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { NotFoundPage } from '../errors/not-found-page';
import type { PageProps } from './page-props';

// The cart's own changes, for the lines the server says changed (the checkout feature cannot import the cart).
const lineActions = {
  setQuantity: (variantId: string, quantity: number) => void updateQuantity(variantId, quantity),
  remove: (variantId: string) => void removeFromCart(variantId),
};

const emptyCart = () => void clearCart();

/**
 * `/checkout/{token}`: the cart's lines through the checkout, placed through the order outbox (sent now,
 * or queued while offline); a token of the wrong shape is not found.
 */
export default function CheckoutPage({ params }: PageProps) {
  const [location] = useLocation();
  const title = routeTitle(location);
  const token = params['token'] ?? '';
  const valid = PATH_TOKEN_RE.test(token);
  useTitle(valid ? title : undefined);
  if (!valid) return <NotFoundPage path={location} />;
  return <Checkout key={token} token={token} title={title} />;
}

function Checkout({ token, title }: { token: string; title: string }) {
  const lines = useShownCartLines();
  const device = useOrderOnDevice(token);
  const signedIn = useSignedIn();
  return (
    <CheckoutScreen
      token={token}
      title={title}
      lines={lines}
      device={device}
      placeOrder={placeOrder}
      onPlaced={emptyCart}
      lineActions={lineActions}
      prefill={signedIn ? loadCheckoutPrefill : undefined}
    />
  );
}
