/**
 * The listing's view (sort, filters, page) lives in the URL query string, so a link reproduces it,
 * a reload keeps it and back/forward walk through it. This module maps that query string to a typed
 * value and back, in one canonical order, and to the API's query (prices stay in cents throughout).
 */
import type { ListingApiQuery } from '../../../contract/api/paths';
import { COLORS, SORTS, type Color } from '../../../contract/constants';
import type { Lang, Sort } from '../../../contract/types';

export interface ListingQuery {
  sort: Sort;
  categories: string[];
  colors: Color[];
  sizes: string[];
  /** Minor units (cents), as the API takes them; null = no bound. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** How many pages are shown ("Load more" appends), from 1. */
  page: number;
}

export const EMPTY_QUERY: ListingQuery = {
  sort: 'featured',
  categories: [],
  colors: [],
  sizes: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
  page: 1,
};

// Far above any listing; keeps a hand-edited URL from asking for thousands of pages.
const MAX_PAGE = 50;

function many(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= 50);
  return [...new Set(values)];
}

function cents(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Reads a query string ('?a=b' or 'a=b'); values the API would reject are dropped, not passed on. */
export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const colors = many(params, 'color')
    .map((c) => c.toUpperCase())
    .filter((c): c is Color => (COLORS as readonly string[]).includes(c));
  let priceMin = cents(params.get('price_min'));
  let priceMax = cents(params.get('price_max'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const page = Number(params.get('page'));
  return {
    sort:
      sort !== null && (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'featured',
    categories: many(params, 'category'),
    colors: [...new Set(colors)],
    sizes: many(params, 'size'),
    priceMin,
    priceMax,
    inStock: ['1', 'true'].includes(params.get('in_stock') ?? ''),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The canonical query string without '?', empty for the default view; defaults are left out. */
export function serializeListingQuery(q: ListingQuery): string {
  const params = new URLSearchParams();
  if (q.sort !== 'featured') params.set('sort', q.sort);
  for (const c of q.categories) params.append('category', c);
  for (const c of q.colors) params.append('color', c);
  for (const s of q.sizes) params.append('size', s);
  if (q.priceMin !== null) params.set('price_min', String(q.priceMin));
  if (q.priceMax !== null) params.set('price_max', String(q.priceMax));
  if (q.inStock) params.set('in_stock', '1');
  if (q.page > 1) params.set('page', String(q.page));
  return params.toString();
}

/**
 * The API's query for one page of this view, for `collectionPath`: it leaves out what is empty
 * (no bound, no values, not in stock only) and repeats a list's values (the API reads them as OR).
 */
export function toApiQuery(q: ListingQuery, page: number, lang: Lang): ListingApiQuery {
  return {
    lang,
    sort: q.sort,
    category: q.categories,
    color: q.colors,
    size: q.sizes,
    price_min: q.priceMin,
    price_max: q.priceMax,
    in_stock: q.inStock,
    page,
  };
}

/** A key for everything but the page: pages of one key can be appended to each other. */
export function viewKey(q: ListingQuery): string {
  return serializeListingQuery({ ...q, page: 1 });
}

export type FilterPatch = Partial<Omit<ListingQuery, 'page'>>;

/** Any change of sort or filters starts again from page 1. */
export function withFilters(q: ListingQuery, patch: FilterPatch): ListingQuery {
  return { ...q, ...patch, page: 1 };
}

/** Adds a value to a multi-value filter, or removes it when present. */
export function toggleValue<T extends string>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Drops every filter but keeps the sort: "clear all" empties what narrows, not how it is ordered. */
export function clearFilters(q: ListingQuery): ListingQuery {
  return { ...EMPTY_QUERY, sort: q.sort };
}

export function hasFilters(q: ListingQuery): boolean {
  return (
    q.categories.length + q.colors.length + q.sizes.length > 0 ||
    q.priceMin !== null ||
    q.priceMax !== null ||
    q.inStock
  );
}
