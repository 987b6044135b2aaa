/**
 * The discount list's state lives in the URL (`/discounts?q=SUMMER&state=paused&page=2`), so a reload
 * or a shared link shows the same rows; read leniently (an unknown value is the default).
 */
import { DISCOUNT_STATES, type DiscountState } from '../../../contract/admin/discount-constants';
import { ADMIN_PATHS } from '../../lib/paths';
import type { DiscountListQuery } from './api';

export function parseListQuery(search: string): DiscountListQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const state = params.get('state');
  return {
    q: (params.get('q') ?? '').trim().toUpperCase().slice(0, 40),
    state: (DISCOUNT_STATES as readonly string[]).includes(state ?? '')
      ? (state as DiscountState)
      : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function listPath(q: DiscountListQuery): string {
  const params = new URLSearchParams();
  if (q.q) params.set('q', q.q);
  if (q.state) params.set('state', q.state);
  if (q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return search ? `${ADMIN_PATHS.discounts}?${search}` : ADMIN_PATHS.discounts;
}
