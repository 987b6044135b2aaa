/**
 * The discount codes' calls (contract: discountEndpoints; every write is audited by the server). Plus
 * the store's currency, which the admin API does not answer: read once from the storefront's public
 * store info and kept for the page's life (as the products area does; areas share no code).
 */
import { ofetch } from 'ofetch';
import { discountEndpoints as e } from '../../../contract/admin/discount-endpoints';
import type { DiscountState } from '../../../contract/admin/discount-constants';
import type { DiscountBody, DiscountCreateBody } from '../../../contract/admin/discount-types';
import { storeInfoPath } from '../../../contract/api/paths';
import type { StoreInfo } from '../../../contract/types';
import { adminCall } from '../../lib/api';

export const DISCOUNTS_PER_PAGE = 25;
export const USES_PER_PAGE = 50;

export interface DiscountListQuery {
  q: string;
  state: DiscountState | null;
  page: number;
}

export const listDiscounts = (q: DiscountListQuery, signal?: AbortSignal) =>
  adminCall(e.adminDiscounts, {
    query: {
      q: q.q || undefined,
      state: q.state ?? undefined,
      page: q.page,
      per_page: DISCOUNTS_PER_PAGE,
    },
    signal,
  });

export const readDiscount = (code: string, signal?: AbortSignal) =>
  adminCall(e.adminDiscount, { params: { code }, signal });
export const createDiscount = (body: DiscountCreateBody) => adminCall(e.createDiscount, { body });
export const updateDiscount = (code: string, body: DiscountBody) =>
  adminCall(e.updateDiscount, { params: { code }, body });
export const pauseDiscount = (code: string) => adminCall(e.pauseDiscount, { params: { code } });
export const resumeDiscount = (code: string) => adminCall(e.resumeDiscount, { params: { code } });
export const discountUses = (code: string, page: number, signal?: AbortSignal) =>
  adminCall(e.discountUses, { params: { code }, query: { page, per_page: USES_PER_PAGE }, signal });

let currency: Promise<string> | null = null;

/** The store's currency code (`USD`); a failed read is tried again next time. */
export function storeCurrency(): Promise<string> {
  currency ??= ofetch<{ data: StoreInfo }>(storeInfoPath(), { timeout: 15_000 }).then(
    (answer) => answer.data.currency,
  );
  currency.catch(() => (currency = null));
  return currency;
}
