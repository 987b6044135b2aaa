import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms } from '../../../contract/search-text';
import { compareSizes, stockState } from './stock';

describe('search text', () => {
  it('drops case and Vietnamese diacritics, đ included', () => {
    expect(normalizeSearchText('Đầm LỤA hai dây')).toBe('dam lua hai day');
    expect(normalizeSearchText('Áo sơ-mi  đỏ!')).toBe('ao so mi do');
    expect(searchTerms('  Quần   jeans ')).toEqual(['quan', 'jeans']);
    expect(searchTerms(' %_ ')).toEqual([]);
  });
});

describe('stock and sizes', () => {
  it('maps stock to a state with the threshold', () => {
    expect([0, 1, 5, 6].map((n) => stockState(n, 5))).toEqual([
      'out_of_stock',
      'low_stock',
      'low_stock',
      'in_stock',
    ]);
  });

  it('orders letter sizes, then numbers, then one size', () => {
    expect(['One size', 'XL', '38', 'S', '36', 'XS', 'M'].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'XL',
      '36',
      '38',
      'One size',
    ]);
  });
});
