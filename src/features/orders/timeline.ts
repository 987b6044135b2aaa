/**
 * An order's status timeline: the usual way (pending, confirmed, shipped, delivered), then the branch
 * it took, if any: cancelled (only the steps it reached before), or a return (requested, returned).
 * Each step is reached or not, dated with the last time the history says it was reached.
 */
import type { Order, OrderStatus } from '../../../contract/types';

const USUAL: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];
const RETURN: readonly OrderStatus[] = ['return_requested', 'returned'];

export interface TimelineStep {
  status: OrderStatus;
  reached: boolean;
  current: boolean;
  /** When it was (last) reached; null when not reached, or the history does not say. */
  at: string | null;
}

export function orderTimeline({
  status,
  history,
}: Pick<Order, 'status' | 'history'>): TimelineStep[] {
  const at = new Map<OrderStatus, string>();
  for (const entry of history) {
    const seen = at.get(entry.status);
    if (seen === undefined || Date.parse(entry.at) >= Date.parse(seen))
      at.set(entry.status, entry.at);
  }
  const steps =
    status === 'cancelled'
      ? [...USUAL.filter((s, i) => i === 0 || at.has(s)), 'cancelled' as const]
      : RETURN.includes(status)
        ? [...USUAL, ...RETURN]
        : USUAL;
  const currentIndex = steps.indexOf(status);
  return steps.map((step, i) => {
    const reached = i <= currentIndex;
    return {
      status: step,
      reached,
      current: i === currentIndex,
      at: reached ? (at.get(step) ?? null) : null,
    };
  });
}

/** The estimated delivery window matters only until the order is delivered (or cancelled). */
export const showsDeliveryEstimate = (status: OrderStatus) =>
  status === 'pending' || status === 'confirmed' || status === 'shipped';
