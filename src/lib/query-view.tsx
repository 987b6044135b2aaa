import type { ReactNode } from 'react';
import { LoadError } from '../ui/load-error';
import { PageLoading } from '../ui/page-loading';
import { useLoadErrorLabels } from './use-load-error-labels';
import { useLoadingLabel } from './use-loading-label';
import type { QueryState } from './use-api-query';

/** Renders a read's three states: loading, an error with retry (never a blank screen), or the data. */
export function QueryView<T>({ state, children }: { state: QueryState<T>; children: (data: T) => ReactNode }) {
  const errorLabels = useLoadErrorLabels(state.error);
  const loadingLabel = useLoadingLabel();
  if (state.error) return <LoadError {...errorLabels} onRetry={state.retry} />;
  if (state.data === undefined) return <PageLoading label={loadingLabel} />;
  return <>{children(state.data)}</>;
}
