import { useIntl } from 'react-intl';

/** The texts of the load-error state, shared by every screen. */
export function useLoadErrorLabels(error: unknown) {
  const intl = useIntl();
  const offline = (error as { offline?: boolean } | undefined)?.offline === true;
  return {
    title: intl.formatMessage({ id: offline ? 'error.load.offline' : 'error.load.title' }),
    detail: offline ? undefined : (error as Error | undefined)?.message,
    retryLabel: intl.formatMessage({ id: 'common.retry' }),
  };
}
