/**
 * Stock by hand and the low-stock threshold (contract: catalogEndpoints; every write is audited by the
 * server), and the product reads that find a variant: the products list's search and one product's
 * variants.
 */
import { catalogEndpoints as c } from '../../../contract/admin/catalog-endpoints';
import type { StockBody } from '../../../contract/admin/catalog-types';
import { adminCall } from '../../lib/api';

export const FIND_PER_PAGE = 20;
export const HISTORY_PER_PAGE = 20;

/** Products whose names (either language) or slug hold `q`, by name in `lang`. */
export const findProducts = (lang: string, q: string, page: number, signal?: AbortSignal) =>
  adminCall(c.adminProducts, {
    query: { lang, q: q || undefined, page, per_page: FIND_PER_PAGE, sort: 'name', order: 'asc' },
    signal,
  });

export const readProduct = (id: string, signal?: AbortSignal) =>
  adminCall(c.adminProduct, { params: { id }, signal });

export const changeStock = (variantId: string, body: StockBody) =>
  adminCall(c.changeStock, { params: { id: variantId }, body });

export const readStockHistory = (variantId: string, page: number, signal?: AbortSignal) =>
  adminCall(c.stockHistory, {
    params: { id: variantId },
    query: { page, per_page: HISTORY_PER_PAGE },
    signal,
  });

export const readStockSettings = (signal?: AbortSignal) => adminCall(c.stockSettings, { signal });
export const saveStockSettings = (threshold: number) =>
  adminCall(c.saveStockSettings, { body: { low_stock_threshold: threshold } });
