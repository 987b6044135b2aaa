import type { ReactNode } from 'react';
import { PageLoading } from '../ui/page-loading';
import { ReadError } from './read-error';
import { useLoadingLabel } from './use-loading-label';
import type { QueryState } from './use-api-query';

/**
 * Renders a read's three states: loading, a failure (the offline view with no network, else the error
 * with retry: never a blank screen), or the data.
 */
export function QueryView<T>({
  state,
  children,
}: {
  state: QueryState<T>;
  children: (data: T) => ReactNode;
}) {
  const loadingLabel = useLoadingLabel();
  if (state.error) return <ReadError error={state.error} retry={state.retry} />;
  if (state.data === undefined) return <PageLoading label={loadingLabel} />;
  return <>{children(state.data)}</>;
}
