import { useIntl } from 'react-intl';

/** Money in the order's own currency (minor units, as the API sends), dates in the page's language. */
export function useOrderFormat(currency: string) {
  const intl = useIntl();
  return {
    money: (amount: number) => intl.formatNumber(amount / 100, { style: 'currency', currency }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }),
    /** A calendar date (YYYY-MM-DD) as written, whatever the device's time zone. */
    day: (ymd: string) =>
      intl.formatDate(`${ymd}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
