/**
 * The orders list's state lives in the URL (`/orders?q=0901&status=pending&from=2026-11-01&page=2`): a
 * reload, the back button or a shared link show the same rows. Read leniently (an unknown value is
 * the default), written with only what is set, in one fixed order.
 */
import {
  PAYMENT_METHOD_CODES,
  SHIPPING_METHOD_CODES,
  isDay,
} from '../../../contract/admin/order-inputs';
import { ORDER_STATUSES } from '../../../contract/api/shapes';
import type { OrderStatus } from '../../../contract/types';
import { ADMIN_PATHS } from '../../lib/paths';

export interface ListQuery {
  q: string;
  status: OrderStatus | '';
  /** Calendar days (YYYY-MM-DD) in the shop's time zone, both included. */
  from: string;
  to: string;
  shipping_method: (typeof SHIPPING_METHOD_CODES)[number] | '';
  payment_method: (typeof PAYMENT_METHOD_CODES)[number] | '';
  page: number;
}

export const DEFAULT_QUERY: ListQuery = {
  q: '',
  status: '',
  from: '',
  to: '',
  shipping_method: '',
  payment_method: '',
  page: 1,
};

const KEYS = ['q', 'status', 'from', 'to', 'shipping_method', 'payment_method', 'page'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

const day = (value: string | null) => (value && isDay(value) ? value : '');

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    // A range the wrong way round is read as its first day alone, not sent to be refused.
    from,
    to: from && to && to < from ? '' : to,
    shipping_method: oneOf(SHIPPING_METHOD_CODES, params.get('shipping_method')),
    payment_method: oneOf(PAYMENT_METHOD_CODES, params.get('payment_method')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list's path with `q`'s non-default values (`/orders?status=pending`). */
export function listPath(q: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = String(q[key]).trim();
    if (value !== String(DEFAULT_QUERY[key]) && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${ADMIN_PATHS.orders}?${search}` : ADMIN_PATHS.orders;
}

/** A change to the search or filters starts again at the first page. */
export const withChange = (q: ListQuery, change: Partial<ListQuery>): ListQuery => ({
  ...q,
  ...change,
  page: change.page ?? 1,
});
