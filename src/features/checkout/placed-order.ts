/**
 * The order just placed, for the confirmation screen: kept in sessionStorage (this tab only, gone when it
 * closes), so a reload of `/checkout/confirmation` still thanks the shopper, and a visit with nothing
 * placed in this tab finds nothing. The order itself is the server's (and the order page's to keep).
 */
import type { Order } from '../../../contract/types';

const KEY = 'storefront.placedOrder';

export interface PlacedOrder {
  token: string;
  number: string;
}

export function rememberPlacedOrder(order: Order): void {
  const placed: PlacedOrder = { token: order.token, number: order.number };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(placed));
  } catch {
    // Storage refused (private mode, quota): the confirmation then says there is nothing to show,
    // while the order page still finds the order.
  }
}

export function readPlacedOrder(): PlacedOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PlacedOrder>;
    return typeof value.token === 'string' && typeof value.number === 'string'
      ? { token: value.token, number: value.number }
      : null;
  } catch {
    return null;
  }
}
