import { useSearch } from 'wouter';
import type { SearchResult } from '../../../contract/types';
import { useLang } from '../../lib/i18n/routing';
import { useApiQuery, type QueryState } from '../../lib/use-api-query';
import { searchUrl } from './api';
import { SEARCH_PAGE_LIMIT } from './search-path';

/** The results page's query lives in the URL (`?q=`), so a reload or a shared link shows the same results. */
export function useSearchQuery(): string {
  return (new URLSearchParams(useSearch()).get('q') ?? '').trim();
}

export function useSearchResults(q: string): QueryState<SearchResult> {
  const lang = useLang();
  return useApiQuery(q ? searchUrl(q, lang, SEARCH_PAGE_LIMIT) : null);
}
