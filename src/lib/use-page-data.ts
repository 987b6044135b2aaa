import { useLocation, useSearch } from 'wouter';
import type { ApiUrl } from '../../contract/api/paths';
import { notFoundError } from './page-error';
import { type QueryState, useApiQuery } from './use-api-query';

/**
 * A page's main read: like useApiQuery, but a 404 from the API becomes the fatal
 * 'Page Not Found: {fullPath}' error that the error boundary shows as the not-found page.
 */
export function usePageData<T>(url: ApiUrl<T>): QueryState<T> {
  const state = useApiQuery<T>(url);
  const [location] = useLocation();
  const search = useSearch();
  if ((state.error as { statusCode?: number } | undefined)?.statusCode === 404) {
    throw notFoundError(`${location}${search ? `?${search}` : ''}`);
  }
  return state;
}
