import { useIntl } from 'react-intl';

export function useLoadingLabel(): string {
  return useIntl().formatMessage({ id: 'common.loading' });
}
