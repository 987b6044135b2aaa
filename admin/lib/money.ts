/**
 * Amounts as the back office shows them: integer minor units of a currency, in the member's language
 * (`$39.90`, `39,90 US$`). Shared here for the customers area and the dashboard; the orders and
 * products areas still hold copies of their own (features/orders/money.ts, features/products/money.ts)
 * that can move to this one.
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
