/**
 * Prices as the editor shows and takes them: decimals of the store's currency with a dot (`39.90` is
 * 3990 US cents; VND has no minor unit, so `250000`), as the CSV import reads them
 * (server/catalog-csv/money.ts). A comma is refused rather than guessed at: `1,000` is a thousand in
 * English and one in Vietnamese, and a price read the wrong way is a costly mistake. The API keeps
 * integer minor units; the range is its rule (contract/admin/catalog-fields.ts `money`). The
 * currency's decimals, and prices as a list shows them, are admin/lib/money.ts's.
 */
import { MAX_PRICE } from '../../../contract/api/limits';

/** Minor units as the field shows them: `39.90`; null shows as empty. */
export function formatMoney(minor: number | null, digits: number): string {
  if (minor === null) return '';
  if (digits === 0) return String(minor);
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** Why a typed price was refused: its message id (products.json). */
export type MoneyProblem = 'products.money.comma' | 'products.money.invalid';

export type ParsedMoney = { ok: true; value: number | null } | { ok: false; problem: MoneyProblem };

/**
 * `39.90`, `39.9`, `39` or `.5` as minor units; empty text is null (no price: the caller decides
 * whether that is allowed). Refused: a comma, a sign, a currency symbol, more decimals than the
 * currency has, more than the API's largest price.
 */
export function parseMoney(text: string, digits: number): ParsedMoney {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  if (typed.includes(',')) return { ok: false, problem: 'products.money.comma' };
  const match = /^(\d{0,12})(?:\.(\d*))?$/.exec(typed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '') || fraction.length > digits)
    return { ok: false, problem: 'products.money.invalid' };
  const value = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (value > MAX_PRICE) return { ok: false, problem: 'products.money.invalid' };
  return { ok: true, value };
}
