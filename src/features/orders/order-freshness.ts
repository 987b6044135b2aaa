/**
 * The rules of following an open order (docs/decisions/031), apart from the timer: when nothing more
 * can change it (the poll stops), and which of two answers is older (`updated_at`, the server's latest
 * change the shopper can see), so neither the page nor the device's copy takes an older one over a newer.
 */
import type { Order } from '../../../contract/types';

/**
 * Whether nothing more can happen to the order that the shopper would see: cancelled; returned with
 * every refund recorded; delivered with its return window closed and no request waiting.
 */
export function isFinal(
  order: Pick<Order, 'status' | 'returns' | 'returnable_until'>,
  now = Date.now(),
): boolean {
  const waiting = order.returns.some((r) => r.status === 'requested' || r.status === 'approved');
  switch (order.status) {
    case 'cancelled':
      return true;
    case 'returned':
      return order.returns.every((r) => r.status !== 'received' || r.refund);
    case 'delivered':
      return (
        !waiting &&
        order.returns.every((r) => r.status !== 'received' || r.refund) &&
        order.returnable_until !== null &&
        Date.parse(order.returnable_until) < now
      );
    default:
      return false;
  }
}

/** The change an answer shows, as a number; a copy saved before `updated_at` existed is the oldest. */
const changedAt = (order: Partial<Pick<Order, 'updated_at'>>) =>
  order.updated_at ? Date.parse(order.updated_at) || 0 : 0;

/** Whether `incoming` is older than `shown` (the same age is taken: nothing is lost). */
export const isOlder = (
  incoming: Partial<Pick<Order, 'updated_at'>>,
  shown: Partial<Pick<Order, 'updated_at'>>,
) => changedAt(incoming) < changedAt(shown);
