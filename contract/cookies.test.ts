import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('reads the first cookie of the name, as written, whatever the spacing', () => {
    expect(cookieValue('lang=vi; token=a=b%20c;cart_count=2', 'token')).toBe('a=b%20c');
    expect(cookieValue(' cart_count = 2 ; cart_count=5', 'cart_count')).toBe('2');
    expect(cookieValue('cart_count=', 'cart_count')).toBe('');
  });

  it('finds nothing for a name that is absent, or only a prefix of another', () => {
    expect(cookieValue('', 'token')).toBeNull();
    expect(cookieValue('tokens=x; atoken=y; token', 'token')).toBeNull();
  });
});
