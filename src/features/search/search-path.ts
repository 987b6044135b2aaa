import { normalizeSearchText } from '../../../contract/search-text';

/** Live suggestions start at two searchable characters: one letter matches too much to be useful. */
export const MIN_QUERY_LENGTH = 2;
/** How many products the live list shows; the results page shows a collection's pages. */
export const LIVE_LIMIT = 8;
export const DEBOUNCE_MS = 250;

/** Whether a query has enough letters or digits (after dropping marks) to be worth sending. */
export function isSearchable(query: string): boolean {
  return normalizeSearchText(query).replace(/ /g, '').length >= MIN_QUERY_LENGTH;
}

/** The full results view of a query, without the language prefix. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?${new URLSearchParams({ q }).toString()}` : '/search';
}
