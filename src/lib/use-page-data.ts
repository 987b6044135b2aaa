import { useLocation, useSearch } from 'wouter';
import { notFoundError } from './page-error';
import { type Query, type QueryState, useApiQuery } from './use-api-query';

/**
 * A page's main read: like useApiQuery, but a 404 from the API becomes the fatal
 * 'Page Not Found: {fullPath}' error that the error boundary shows as the not-found page.
 */
export function usePageData<T>(path: string, query?: Query): QueryState<T> {
  const state = useApiQuery<T>(path, query);
  const [location] = useLocation();
  const search = useSearch();
  if ((state.error as { statusCode?: number } | undefined)?.statusCode === 404) {
    throw notFoundError(`${location}${search ? `?${search}` : ''}`);
  }
  return state;
}
