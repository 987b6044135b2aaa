/**
 * The products list's state lives in the URL (`/products?q=tee&status=draft&sort=price&order=asc&page=2`):
 * a reload, the back button or a shared link show the same rows. Read leniently (an unknown value is
 * the default), written with only what differs from the defaults, in one fixed order.
 */
import { PRODUCT_SORTS } from '../../../contract/admin/catalog-inputs';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../contract/admin/constants';
import { ADMIN_PATHS } from '../../lib/paths';

export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  q: string;
  /** A collection's path; its sub-collections' products are listed too. */
  collection: string;
  status: ProductStatus | '';
  stock: StockState | '';
  sort: ProductSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_QUERY: ListQuery = {
  q: '',
  collection: '',
  status: '',
  stock: '',
  sort: 'updated_at',
  order: 'desc',
  page: 1,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    collection: (params.get('collection') ?? '').toLowerCase(),
    status: oneOf(['', ...PRODUCT_STATUSES], params.get('status'), ''),
    stock: oneOf(['', ...STOCK_STATES], params.get('stock'), ''),
    sort: oneOf(PRODUCT_SORTS, params.get('sort'), DEFAULT_QUERY.sort),
    order: oneOf(['asc', 'desc'], params.get('order'), DEFAULT_QUERY.order),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list's path with `q`'s non-default values (`/products?status=draft`). */
export function listPath(q: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'collection', 'status', 'stock', 'sort', 'order', 'page'] as const) {
    const value = String(q[key]);
    if (value !== String(DEFAULT_QUERY[key]) && value.trim() !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${ADMIN_PATHS.products}?${search}` : ADMIN_PATHS.products;
}

/** A change to the filters, search or sort starts again at the first page. */
export const withChange = (q: ListQuery, change: Partial<ListQuery>): ListQuery => ({
  ...q,
  ...change,
  page: change.page ?? 1,
});
