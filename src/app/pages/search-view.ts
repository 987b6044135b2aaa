/**
 * The search page's view in its URL: `q`, then the collection's filters, sort and page (read and
 * written by the listing's own listing-query.ts), the sort defaulting to relevance. So a reload, a
 * shared link and back/forward show the same results, filtered and sorted, as on a collection.
 */
import type { ApiUrl } from '../../../contract/api/paths';
import { SEARCH_SORTS, searchPagePath } from '../../../contract/api/search-page';
import type { Lang, SearchResult, SearchSort, Sort } from '../../../contract/types';
import {
  type ListingQuery,
  parseListingQuery,
  serializeListingQuery,
  toApiQuery,
} from '../../features/catalog/listing-query';

/** The page size of the search page, as a collection's. */
export const SEARCH_PER_PAGE = 24;

export interface SearchView {
  q: string;
  /** Its sort may be 'relevance', which the listing's code passes through untouched. */
  query: ListingQuery;
}

const sortOf = (query: ListingQuery) => query.sort as SearchSort;

export function parseSearchView(search: string): SearchView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const query = parseListingQuery(search);
  return {
    q: (params.get('q') ?? '').trim(),
    query: {
      ...query,
      sort: ((SEARCH_SORTS as readonly string[]).includes(sort) ? sort : 'relevance') as Sort,
    },
  };
}

/** The query string without '?': q first, the listing's part, its sort unless relevance. */
export function serializeSearchView({ q, query }: SearchView): string {
  const sort = sortOf(query);
  const rest = serializeListingQuery({ ...query, sort: 'featured' });
  const params = new URLSearchParams(q ? { q } : {});
  if (sort !== 'relevance') params.set('sort', sort);
  return [params.toString(), rest].filter(Boolean).join('&');
}

/** The API's URL of page `n` of the view. */
export function searchPageUrl(view: SearchView, n: number, lang: Lang): ApiUrl<SearchResult> {
  const { sort: _listingSort, ...api } = toApiQuery(view.query, n, lang);
  return searchPagePath({ ...api, q: view.q, limit: SEARCH_PER_PAGE, sort: sortOf(view.query) });
}
