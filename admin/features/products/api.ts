/**
 * The products area's calls (contract: catalogEndpoints; every write is audited by the server): the
 * list, bulk status changes, one product's read, create and save, and what the editor picks from
 * (collections, categories). Plus the store's currency, which the admin API does not answer: it is
 * read once from the storefront's public store info (the shop's one currency, the same for every
 * member), and kept for the page's life.
 */
import { ofetch } from 'ofetch';
import { catalogEndpoints as e } from '../../../contract/admin/catalog-endpoints';
import type { BULK_ACTIONS } from '../../../contract/admin/catalog-inputs';
import type { ProductBody } from '../../../contract/admin/catalog-types';
import { storeInfoPath } from '../../../contract/api/paths';
import type { StoreInfo } from '../../../contract/types';
import { adminCall } from '../../lib/api';
import type { ListQuery } from './list-query';

export const PRODUCTS_PER_PAGE = 25;

export const listProducts = (q: ListQuery, lang: string, signal?: AbortSignal) =>
  adminCall(e.adminProducts, {
    query: {
      lang,
      page: q.page,
      per_page: PRODUCTS_PER_PAGE,
      q: q.q || undefined,
      collection: q.collection || undefined,
      status: q.status || undefined,
      stock: q.stock || undefined,
      sort: q.sort,
      order: q.order,
    },
    signal,
  });

export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkProducts = (ids: string[], action: BulkAction) =>
  adminCall(e.bulkProducts, { body: { ids, action } });

export const readProduct = (id: string, signal?: AbortSignal) =>
  adminCall(e.adminProduct, { params: { id }, signal });
export const createProduct = (body: ProductBody) => adminCall(e.createProduct, { body });
export const updateProduct = (id: string, body: ProductBody) =>
  adminCall(e.updateProduct, { params: { id }, body });

export const listCollections = (signal?: AbortSignal) => adminCall(e.adminCollections, { signal });
export const listCategories = (signal?: AbortSignal) => adminCall(e.adminCategories, { signal });

let currency: Promise<string> | null = null;

/** The store's currency code (`USD`); a failed read is tried again next time. */
export function storeCurrency(): Promise<string> {
  currency ??= ofetch<{ data: StoreInfo }>(storeInfoPath(), { timeout: 15_000 }).then(
    (answer) => answer.data.currency,
  );
  currency.catch(() => (currency = null));
  return currency;
}
