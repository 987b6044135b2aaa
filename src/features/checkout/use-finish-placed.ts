import { useLocation } from 'wouter';
import type { Order } from '../../../contract/types';
import { useLocalize } from '../../lib/i18n/routing';
import { rememberPlacedOrder } from './placed-order';
import { deleteDraft } from './store';

/**
 * The server has the order (placed from this screen, or sent from the outbox by any tab or the worker):
 * its draft is spent, and the shopper is thanked on the confirmation with its number.
 */
export function useFinishPlaced(): (checkoutToken: string, order: Order) => Promise<void> {
  const [, navigate] = useLocation();
  const localize = useLocalize();
  // The draft is the checkout token's; the order has a token of its own (its page's).
  return async (checkoutToken, order) => {
    rememberPlacedOrder(order);
    await deleteDraft(checkoutToken).catch(() => undefined);
    navigate(localize('/checkout/confirmation'), { replace: true });
  };
}
