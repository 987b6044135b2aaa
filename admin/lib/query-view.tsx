/**
 * A screen's read as it stands: the spinner while nothing is shown yet, "not allowed" for a 403 (the
 * member's role is below the screen's), the failure with a button to try again, else the screen.
 * A 401 shows nothing here: the session ended and the gate is already on its way to sign-in.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../../src/ui/load-error';
import { PageLoading } from '../../src/ui/page-loading';
import type { AdminQuery } from './use-admin-query';
import { statusText } from './error-text';
import { NotAllowed } from './not-allowed';

export function QueryView<T>({
  query,
  children,
}: {
  query: AdminQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  const { data, error, reload } = query;
  if (error?.status === 403 && error.code !== 'totp_required') return <NotAllowed />;
  if (error && error.status !== 401)
    return (
      <LoadError
        title={intl.formatMessage({ id: 'errors.load_failed' })}
        detail={statusText(intl, error)}
        retryLabel={intl.formatMessage({ id: 'common.retry' })}
        onRetry={reload}
      />
    );
  if (data === undefined)
    return <PageLoading label={intl.formatMessage({ id: 'common.loading' })} />;
  return <>{children(data)}</>;
}
