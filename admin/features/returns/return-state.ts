/** A request's state as the screens name it: its status, or `refunded` once a refund is recorded. */
import type { ReturnFilter } from '../../../contract/admin/return-inputs';

export type ReturnState = Exclude<ReturnFilter, 'waiting'>;

export const returnState = (r: {
  status: ReturnState;
  refunded?: boolean;
  refund?: unknown;
}): ReturnState => (r.refunded || r.refund ? 'refunded' : r.status);
