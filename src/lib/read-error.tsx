import { useContext } from 'react';
import { LoadError } from '../ui/load-error';
import { OfflineViewContext, isOfflineError } from './offline-view';
import { useLoadErrorLabels } from './use-load-error-labels';

/**
 * A screen's failed main read: with no network (and nothing cached) the app's offline view, which offers
 * what the device has; otherwise the reason with a retry. Never a blank screen. Coming back online is
 * retried by the read itself (lib/use-quiet-refresh.ts), so this only shows the state.
 */
export function ReadError({ error, retry }: { error: unknown; retry: () => void }) {
  const labels = useLoadErrorLabels(error);
  const renderOffline = useContext(OfflineViewContext);
  if (isOfflineError(error) && renderOffline) return <>{renderOffline(retry)}</>;
  return <LoadError {...labels} onRetry={retry} />;
}
