/**
 * Amounts as the orders screens show them: integer minor units of the order's currency, formatted in
 * the member's language (`$39.90`, `39,90 US$`). The products area has the same reading for prices
 * (features/products/money.ts); areas do not import one another, so it is repeated here, small.
 */
import type { IntlShape } from 'react-intl';

/** How many decimals the currency's minor unit has: 2 for USD, 0 for VND. */
function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export const moneyText = (intl: IntlShape, minor: number, currency: string): string =>
  intl.formatNumber(minor / 10 ** currencyDigits(currency), { style: 'currency', currency });
