import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useStoreInfo } from '../store-info-state';

/** Formats minor units (cents) in the store's currency with the page's locale. */
export function useFormatMoney(): (amount: number) => string {
  const intl = useIntl();
  const currency = useStoreInfo((info) => info?.currency ?? 'USD');
  return useCallback(
    (amount) => intl.formatNumber(amount / 100, { style: 'currency', currency }),
    [intl, currency],
  );
}
