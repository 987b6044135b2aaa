/**
 * Prices in the CSV: decimals of the store's currency with a dot (`134.90` for 13,490 USD cents; VND
 * has no decimals, so `250000`), always written with the currency's number of decimals so that an
 * export reads back to the same bytes. The server keeps integer minor units everywhere else.
 */

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

/** Minor units as the CSV writes them: `134.90`. */
export function formatMoney(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * `134.90`, `134.9` or `134` as minor units; null when the text is no such decimal (a comma, a
 * currency sign, more decimals than the currency has, a minus). The range is the catalog's rule.
 */
export function parseMoney(text: string, digits: number): number | null {
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
