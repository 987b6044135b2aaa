/** Prices in the CSV: the currency's decimals with a dot, read back to the same minor units. */
import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, parseMoney } from './money';
import { productPrice } from './product-body';

describe('CSV prices', () => {
  it('write and read the currency’s decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('VND')).toBe(0);
    expect(formatMoney(13490, 2)).toBe('134.90');
    expect(formatMoney(5, 2)).toBe('0.05');
    expect(formatMoney(250000, 0)).toBe('250000');
    for (const text of ['134.90', '134.9', '134', '0.05'])
      expect(parseMoney(text, 2)).not.toBeNull();
    expect(parseMoney('134.9', 2)).toBe(13490);
    expect(parseMoney('0.05', 2)).toBe(5);
    for (const text of ['134,90', '$134.90', '-1', '134.905', '1 000', '', '1e3'])
      expect(parseMoney(text, 2)).toBeNull();
    expect(parseMoney('250000', 0)).toBe(250000);
    expect(parseMoney('250000.5', 0)).toBeNull();
  });

  it('make the product’s price the one most variants sell at (a tie keeps the current one)', () => {
    expect(productPrice([1490, 1490, 1690], null)).toBe(1490);
    expect(productPrice([1490, 1690], 1690)).toBe(1690);
    expect(productPrice([1690, 1490], null)).toBe(1490);
    expect(productPrice([], 1490)).toBe(1490);
  });
});
