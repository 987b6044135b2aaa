/**
 * The API's paths, one spelling each. API_ROUTES gives every endpoint its pattern (`:name` for one
 * segment, `*` for a collection path that spans several), which the server routes on and the worker
 * matches against; a builder per endpoint (`productPath`) makes the URL a call requests from it,
 * query included, in one fixed order with the defaults written out, so the app's call, the page
 * head's preload, the worker's cached copy and the kept-offline list all name one read with one
 * string.
 *
 * Pure string work without the schema library. The builders of a shopper's own endpoints (signing
 * in, the account, checkout, orders) are in private-paths.ts: a module is bundled whole into one
 * chunk, and this one is in the app's entry. Each builder's return type carries its answer's type
 * (`ApiUrl<Product>`), so `api.get(url)` is typed.
 */
import type { Color } from '../constants';
import type {
  Paged,
  CollectionListing,
  CollectionTreeItem,
  ContentPage,
  Home,
  Lang,
  Product,
  SearchResult,
  Sort,
  StoreEvent,
  StoreInfo,
  VariantCheck,
} from '../types';
import { LISTING_DEFAULTS } from './limits';

export const API_PREFIX = '/api';

// One constant per pattern, so a bundle keeps only the ones its builders use.
const STORE_INFO = '/api/public/store-info';
const HOME = '/api/catalog/home';
const COLLECTIONS = '/api/catalog/collections';
const COLLECTION = '/api/catalog/collections/*';
const PRODUCT = '/api/catalog/products/:slug';
export const SEARCH = '/api/catalog/search';
const VARIANTS = '/api/catalog/variants';
const PAGES = '/api/content/pages';
const PAGE = '/api/content/pages/:slug';
const EVENTS = '/api/content/events';
const EVENT = '/api/content/events/:slug';

// A shopper's own endpoints: their builders are in private-paths.ts.
export const REGISTER = '/api/auth/register';
export const LOGIN = '/api/auth/login';
export const LOGOUT = '/api/auth/logout';
export const LOGOUT_ALL = '/api/auth/logout-all';
export const FORGOT_PASSWORD = '/api/auth/password/forgot';
export const RESET_PASSWORD = '/api/auth/password/reset';
export const ACCOUNT = '/api/account';
export const ACCOUNT_PASSWORD = '/api/account/password';
export const ACCOUNT_ADDRESSES = '/api/account/addresses';
export const ACCOUNT_ADDRESS = '/api/account/addresses/:id';
export const ACCOUNT_CART = '/api/account/cart';
export const ACCOUNT_CART_MERGE = '/api/account/cart/merge';
export const ACCOUNT_WISHLIST_MERGE = '/api/account/wishlist/merge';
export const ACCOUNT_WISHLIST = '/api/account/wishlist';
export const ACCOUNT_ORDERS = '/api/account/orders';
export const CHECKOUT = '/api/checkouts/:token';
export const COMPLETE_CHECKOUT = '/api/checkouts/:token/complete';
export const ORDER = '/api/orders/:token';
export const ORDER_RETURNS = '/api/orders/:token/returns';

export const API_ROUTES = {
  storeInfo: STORE_INFO,
  home: HOME,
  collections: COLLECTIONS,
  collection: COLLECTION,
  product: PRODUCT,
  search: SEARCH,
  variants: VARIANTS,
  pages: PAGES,
  page: PAGE,
  events: EVENTS,
  event: EVENT,
  register: REGISTER,
  login: LOGIN,
  logout: LOGOUT,
  logoutAll: LOGOUT_ALL,
  forgotPassword: FORGOT_PASSWORD,
  resetPassword: RESET_PASSWORD,
  account: ACCOUNT,
  accountPassword: ACCOUNT_PASSWORD,
  accountAddresses: ACCOUNT_ADDRESSES,
  accountAddress: ACCOUNT_ADDRESS,
  accountCart: ACCOUNT_CART,
  accountCartMerge: ACCOUNT_CART_MERGE,
  accountWishlistMerge: ACCOUNT_WISHLIST_MERGE,
  accountWishlist: ACCOUNT_WISHLIST,
  accountOrders: ACCOUNT_ORDERS,
  checkout: CHECKOUT,
  completeCheckout: COMPLETE_CHECKOUT,
  order: ORDER,
  orderReturns: ORDER_RETURNS,
} as const;

export type ApiRouteName = keyof typeof API_ROUTES;

/** A URL the app requests, typed with the `data` its answer holds. */
export type ApiUrl<T> = string & { readonly __answer?: T };

/** Is this path the API's (as opposed to a page, a picture or a static file)? */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * `path?name=value&…` in the order given; null, undefined, false and empty lists are left out, a list
 * repeats its name. Values are encoded as the URL parser would leave them (`'` too), so the URL a
 * request ends up with is this very string, and the worker's broadcasts name it exactly.
 */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const parts: string[] = [];
  const encode = (s: string | number | boolean) =>
    encodeURIComponent(String(s)).replace(/'/g, '%27');
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === false) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const one of values) parts.push(`${encode(name)}=${encode(one)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

/** The pattern with its parameters filled in: `:name` encoded, `*` (a slug path) as given. */
export function fillRoute(route: string, params: Record<string, string> = {}): string {
  return route
    .replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace('*', params['*'] ?? '');
}

export interface LangQuery {
  lang: Lang;
}

/** A listing's query: what the app's view asks for; the defaults are written out all the same. */
export interface ListingApiQuery extends LangQuery {
  sort?: Sort;
  category?: readonly string[];
  color?: readonly Color[];
  size?: readonly string[];
  /** Minor units (cents). */
  price_min?: number | null;
  price_max?: number | null;
  in_stock?: boolean;
  page?: number;
  per_page?: number;
}

/** The URL with its answer's type. */
export const url = <T>(s: string) => s as ApiUrl<T>;

// One function per endpoint (not one object of them), so a chunk keeps only the builders it calls.
export const storeInfoPath = () => url<StoreInfo>(STORE_INFO);
export const homePath = ({ lang }: LangQuery) => url<Home>(withQuery(HOME, { lang }));
export const collectionsPath = ({ lang }: LangQuery) =>
  url<CollectionTreeItem[]>(withQuery(COLLECTIONS, { lang }));
/** `slug` may span segments (`women/dresses`); '' lists the whole catalog. */
export const collectionPath = (slug: string, q: ListingApiQuery) =>
  url<CollectionListing>(
    withQuery(fillRoute(COLLECTION, { '*': slug }), {
      lang: q.lang,
      sort: q.sort ?? LISTING_DEFAULTS.sort,
      category: q.category,
      color: q.color,
      size: q.size,
      price_min: q.price_min,
      price_max: q.price_max,
      in_stock: q.in_stock ? 1 : undefined,
      page: q.page ?? LISTING_DEFAULTS.page,
      per_page: q.per_page,
    }),
  );
export const productPath = (slug: string, { lang }: LangQuery) =>
  url<Product>(withQuery(fillRoute(PRODUCT, { slug }), { lang }));
export const searchPath = (q: { q: string; lang: Lang; limit?: number }) =>
  url<SearchResult>(withQuery(SEARCH, { q: q.q, lang: q.lang, limit: q.limit }));
/** Never cached by the worker: the cart's re-check must see the live price and stock. */
export const variantsPath = (ids: readonly (string | number)[], { lang }: LangQuery) =>
  url<VariantCheck[]>(withQuery(VARIANTS, { ids: ids.join(','), lang }));
export const pagesPath = (q: LangQuery & { page?: number; per_page?: number }) =>
  url<Paged<ContentPage>>(withQuery(PAGES, { lang: q.lang, page: q.page, per_page: q.per_page }));
export const pagePath = (slug: string, { lang }: LangQuery) =>
  url<ContentPage>(withQuery(fillRoute(PAGE, { slug }), { lang }));
export const eventsPath = (q: LangQuery & { page?: number; per_page?: number }) =>
  url<Paged<StoreEvent>>(withQuery(EVENTS, { lang: q.lang, page: q.page, per_page: q.per_page }));
export const eventPath = (slug: string, { lang }: LangQuery) =>
  url<StoreEvent>(withQuery(fillRoute(EVENT, { slug }), { lang }));
