import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { storeInfoState } from '../store-info-state';

/** Formats minor units (cents) in the store's currency with the page's locale. */
export function useFormatMoney(): (amount: number) => string {
  const intl = useIntl();
  const { info } = useSnapshot(storeInfoState);
  const currency = info?.currency ?? 'USD';
  return (amount) => intl.formatNumber(amount / 100, { style: 'currency', currency });
}
