/**
 * Amounts as the back office shows them: integer minor units of a currency, in the member's language
 * (`$39.90`, `39,90 US$`), and how many decimals a currency's minor unit has. Every area reads money
 * through here (the product editor's typed prices: features/products/money.ts).
 */
import type { IntlShape } from 'react-intl';

/** How many decimals the currency's minor unit has: 2 for USD, 0 for VND. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2; // an unknown code keeps the common two
  }
}

export const moneyText = (intl: IntlShape, minor: number, currency: string): string =>
  intl.formatNumber(minor / 10 ** currencyDigits(currency), { style: 'currency', currency });
