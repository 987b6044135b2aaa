/**
 * Prices as the editor reads and shows them: decimals with a dot in the store's currency (39.90 is
 * 3990 US cents), a comma refused rather than guessed (1,000 is a thousand in English, one in
 * Vietnamese), never more decimals than the currency has, never beyond the API's largest price; and
 * formatting gives back what parsing took.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PRICE } from '../../../contract/api/limits';
import { currencyDigits } from '../../lib/money';
import { formatMoney, parseMoney } from './money';

const cents = (text: string, digits = 2) => {
  const parsed = parseMoney(text, digits);
  return parsed.ok ? parsed.value : parsed.problem;
};

describe('money', () => {
  it('reads dot decimals as minor units, and leaves empty as no price', () => {
    expect(cents('39.90')).toBe(3990);
    expect(cents('39.9')).toBe(3990);
    expect(cents('39')).toBe(3900);
    expect(cents(' 0.05 ')).toBe(5);
    expect(cents('.5')).toBe(50);
    expect(cents('39.')).toBe(3900);
    expect(cents('')).toBeNull();
    expect(cents('   ')).toBeNull();
  });

  it('refuses a comma with its own message, and anything else that is not such a decimal', () => {
    expect(cents('39,90')).toBe('products.money.comma');
    expect(cents('1,000')).toBe('products.money.comma');
    for (const text of ['39.901', '-5', '$39', '39 90', '1e3', 'abc', '.', '39.9.0'])
      expect(cents(text), text).toBe('products.money.invalid');
  });

  it('takes no decimals for a currency without a minor unit', () => {
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(cents('250000', 0)).toBe(250000);
    expect(cents('250000.5', 0)).toBe('products.money.invalid');
  });

  it('refuses a price beyond the largest the API takes', () => {
    expect(cents(formatMoney(MAX_PRICE, 2))).toBe(MAX_PRICE);
    expect(cents(formatMoney(MAX_PRICE + 1, 2))).toBe('products.money.invalid');
  });

  it('writes minor units as the field shows them, and reads them back the same', () => {
    expect(formatMoney(3990, 2)).toBe('39.90');
    expect(formatMoney(5, 2)).toBe('0.05');
    expect(formatMoney(0, 2)).toBe('0.00');
    expect(formatMoney(250000, 0)).toBe('250000');
    expect(formatMoney(null, 2)).toBe('');
    for (const minor of [0, 1, 99, 100, 3990, 99_999_999])
      expect(cents(formatMoney(minor, 2))).toBe(minor);
  });
});
