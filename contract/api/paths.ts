/**
 * The API's paths, one spelling each. API_ROUTES gives every endpoint its pattern (`:name` for one
 * segment, `*` for a collection path that spans several), which the server routes on and the worker
 * matches against; `apiPaths` builds the URL a call requests from it, query included, in one fixed
 * order with the defaults written out, so the app's call, the page head's preload, the worker's cached
 * copy and the kept-offline list all name one read with one string.
 *
 * Pure string work without the schema library: the app and the worker use it at no bundle cost.
 * Each builder's return type carries its answer's type (`ApiUrl<Product>`), so `api.get(url)` is typed.
 */
import type { Color } from '../constants';
import type {
  AccountCart,
  AuthResult,
  CollectionListing,
  CollectionTreeItem,
  ContentPage,
  Home,
  Lang,
  Product,
  ProductCard,
  SearchResult,
  Sort,
  StoreEvent,
  StoreInfo,
  VariantCheck,
} from '../types';
import { LISTING_DEFAULTS } from './limits';

export const API_PREFIX = '/api';

export const API_ROUTES = {
  storeInfo: '/api/public/store-info',
  home: '/api/catalog/home',
  collections: '/api/catalog/collections',
  collection: '/api/catalog/collections/*',
  product: '/api/catalog/products/:slug',
  search: '/api/catalog/search',
  variants: '/api/catalog/variants',
  pages: '/api/content/pages',
  page: '/api/content/pages/:slug',
  events: '/api/content/events',
  event: '/api/content/events/:slug',
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  accountCart: '/api/account/cart',
  accountWishlist: '/api/account/wishlist',
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

/** The parameters a path holds for a pattern, or null when it is not one of the pattern's paths. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = route
    .split(/(:[a-z_]+|\*)/)
    .map((part) => {
      if (part === '*') return names.push('*') && '(.*)';
      if (part.startsWith(':')) return names.push(part.slice(1)) && '([^/]+)';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = m[i + 1] ?? '';
    params[name] = name === '*' ? value : safeDecode(value);
  });
  return params;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface LangQuery {
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

const url = <T>(s: string) => s as ApiUrl<T>;

export const apiPaths = {
  storeInfo: () => url<StoreInfo>(API_ROUTES.storeInfo),
  home: ({ lang }: LangQuery) => url<Home>(withQuery(API_ROUTES.home, { lang })),
  collections: ({ lang }: LangQuery) =>
    url<CollectionTreeItem[]>(withQuery(API_ROUTES.collections, { lang })),
  /** `slug` may span segments (`women/dresses`); '' lists the whole catalog. */
  collection: (slug: string, q: ListingApiQuery) =>
    url<CollectionListing>(
      withQuery(fillRoute(API_ROUTES.collection, { '*': slug }), {
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
    ),
  product: (slug: string, { lang }: LangQuery) =>
    url<Product>(withQuery(fillRoute(API_ROUTES.product, { slug }), { lang })),
  search: (q: { q: string; lang: Lang; limit?: number }) =>
    url<SearchResult>(withQuery(API_ROUTES.search, { q: q.q, lang: q.lang, limit: q.limit })),
  /** Never cached by the worker: the cart's re-check must see the live price and stock. */
  variants: (ids: readonly (string | number)[], { lang }: LangQuery) =>
    url<VariantCheck[]>(withQuery(API_ROUTES.variants, { ids: ids.join(','), lang })),
  page: (slug: string, { lang }: LangQuery) =>
    url<ContentPage>(withQuery(fillRoute(API_ROUTES.page, { slug }), { lang })),
  event: (slug: string, { lang }: LangQuery) =>
    url<StoreEvent>(withQuery(fillRoute(API_ROUTES.event, { slug }), { lang })),
  register: () => url<AuthResult>(API_ROUTES.register),
  login: () => url<AuthResult>(API_ROUTES.login),
  logout: () => url<void>(API_ROUTES.logout),
  accountCart: () => url<AccountCart>(API_ROUTES.accountCart),
  accountWishlist: ({ lang }: LangQuery) =>
    url<ProductCard[]>(withQuery(API_ROUTES.accountWishlist, { lang })),
};
