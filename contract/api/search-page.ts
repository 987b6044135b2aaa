/**
 * The search page's own contract, apart from constants.ts and paths.ts, which the app's entry carries:
 * what only the search page and the server use stays out of every catalog page's budget.
 */
import { SORTS } from '../constants';
import type { SearchResult } from '../types';
import { type ListingApiQuery, SEARCH, url, withQuery } from './paths';

/** The search page's sorts: its relevance first (the default), then the collection's. */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The search page's page of results: `limit` is the page's size; the sort (relevance unless given),
 * filters and page as a collection's. Apart from searchPath, so the live search's chunk stays small.
 */
export const searchPagePath = (
  q: { q: string; limit?: number } & Omit<ListingApiQuery, 'sort' | 'per_page'> & {
      sort?: SearchSort;
    },
) =>
  url<SearchResult>(
    withQuery(SEARCH, {
      q: q.q,
      lang: q.lang,
      limit: q.limit,
      sort: q.sort === 'relevance' ? undefined : q.sort,
      category: q.category,
      color: q.color,
      size: q.size,
      price_min: q.price_min,
      price_max: q.price_max,
      in_stock: q.in_stock ? 1 : undefined,
      page: q.page === 1 ? undefined : q.page,
    }),
  );
