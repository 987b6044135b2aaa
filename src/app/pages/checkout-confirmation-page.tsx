import { useLocation } from 'wouter';
import { CheckoutConfirmation } from '../../features/checkout/components/checkout-confirmation';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';

/** `/checkout/confirmation`: thanks for the order this tab just placed. */
export default function CheckoutConfirmationPage() {
  const [location] = useLocation();
  const title = routeTitle(location);
  useTitle(title);
  return <CheckoutConfirmation title={title} />;
}
