/** The customers list's state lives in the URL (`/customers?q=0901&page=2`): a reload or Back shows the same rows. */
import { ADMIN_PATHS } from '../../lib/paths';

export interface CustomerListState {
  q: string;
  page: number;
}

export function parseCustomerList(search: string): CustomerListState {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function customerListPath({ q, page }: CustomerListState): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${ADMIN_PATHS.customers}?${search}` : ADMIN_PATHS.customers;
}
