/**
 * A refund's amount as the form shows and takes it: decimals of the order's currency with a dot
 * (`30.00` is 3000 US cents; VND has no minor unit). Anything else (a comma, a sign, more decimals
 * than the currency has) is null: the form says so rather than guess.
 */
const digitsOf = (currency: string): number => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

export function showAmount(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

export function parseAmount(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const m = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim());
  if (!m || (m[2] ?? '').length > digits) return null;
  return Number(m[1]) * 10 ** digits + Number((m[2] ?? '').padEnd(digits, '0') || 0);
}
