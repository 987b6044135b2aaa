import { describe, expect, it } from 'vitest';
import { parseAmount, showAmount } from './refund-amount';

describe('a refund amount as typed', () => {
  it('reads decimals of the currency with a dot, as minor units', () => {
    expect(parseAmount('30', 'USD')).toBe(3000);
    expect(parseAmount('30.5', 'USD')).toBe(3050);
    expect(parseAmount(' 0.07 ', 'USD')).toBe(7);
    expect(parseAmount('250000', 'VND')).toBe(250000);
  });

  it('refuses what it would have to guess at', () => {
    for (const typed of ['', '1,000', '-5', '$30', '30.123', 'abc'])
      expect(parseAmount(typed, 'USD'), typed).toBeNull();
    expect(parseAmount('1.5', 'VND')).toBeNull();
  });

  it('shows minor units as the field takes them back', () => {
    expect(showAmount(3000, 'USD')).toBe('30.00');
    expect(parseAmount(showAmount(1234, 'USD'), 'USD')).toBe(1234);
    expect(showAmount(250000, 'VND')).toBe('250000');
  });
});
