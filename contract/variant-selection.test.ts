import { describe, expect, it } from 'vitest';
import type { Color } from './constants';
import type { Variant } from './types';
import {
  chooseColor,
  findVariant,
  isColorAvailable,
  isSizeAvailable,
  resolveSelection,
  stockStateOf,
} from './variant-selection';

function variant(color: Color, size: string, stock: number): Variant {
  return {
    id: `${color}-${size}`,
    sku: `${color}-${size}`,
    color,
    size,
    price: 1000,
    stock,
    stock_state: 'in_stock',
  };
}

// BLACK: S sold out, M 3, L 9. RED: all sold out. WHITE: S 2, M and L sold out.
const product = {
  colors: ['BLACK', 'RED', 'WHITE'] as Color[],
  sizes: ['S', 'M', 'L'],
  variants: [
    variant('BLACK', 'S', 0),
    variant('BLACK', 'M', 3),
    variant('BLACK', 'L', 9),
    variant('RED', 'S', 0),
    variant('RED', 'M', 0),
    variant('RED', 'L', 0),
    variant('WHITE', 'S', 2),
    variant('WHITE', 'M', 0),
    variant('WHITE', 'L', 0),
  ],
};

describe('availability', () => {
  it('offers a colour only when some size of it is in stock', () => {
    expect(isColorAvailable(product, 'BLACK')).toBe(true);
    expect(isColorAvailable(product, 'RED')).toBe(false);
  });
  it('offers a size only when that colour and size is in stock', () => {
    expect(isSizeAvailable(product, 'BLACK', 'S')).toBe(false);
    expect(isSizeAvailable(product, 'BLACK', 'M')).toBe(true);
    expect(isSizeAvailable(product, 'BLACK', 'XL')).toBe(false);
  });
  it('finds a variant by colour and size', () => {
    expect(findVariant(product, 'WHITE', 'S')?.stock).toBe(2);
    expect(findVariant(product, 'WHITE', 'XL')).toBeNull();
  });
});

describe('resolveSelection', () => {
  it('keeps a valid colour and size from the URL, even when sold out', () => {
    expect(resolveSelection(product, 'RED', 'L')).toEqual({ color: 'RED', size: 'L' });
  });
  it('opens on the first variant in stock when the URL names nothing', () => {
    expect(resolveSelection(product)).toEqual({ color: 'BLACK', size: 'M' });
  });
  it('ignores values the product does not have', () => {
    expect(resolveSelection(product, 'PINK', 'XXL')).toEqual({ color: 'BLACK', size: 'M' });
  });
  it('fills in the first size in stock for a colour alone', () => {
    expect(resolveSelection(product, 'WHITE', null)).toEqual({ color: 'WHITE', size: 'S' });
  });
  it('fills in a colour that has a size alone in stock', () => {
    expect(resolveSelection(product, null, 'S')).toEqual({ color: 'WHITE', size: 'S' });
  });
  it('is null without variants', () => {
    expect(resolveSelection({ colors: [], sizes: [], variants: [] })).toBeNull();
  });
});

describe('chooseColor', () => {
  it('keeps the size when the new colour has it in stock', () => {
    expect(chooseColor(product, { color: 'WHITE', size: 'S' }, 'BLACK')).toEqual({
      color: 'BLACK',
      size: 'M',
    });
    expect(chooseColor(product, { color: 'BLACK', size: 'M' }, 'WHITE')).toEqual({
      color: 'WHITE',
      size: 'S',
    });
    expect(chooseColor(product, { color: 'WHITE', size: 'L' }, 'BLACK')).toEqual({
      color: 'BLACK',
      size: 'L',
    });
  });
});

describe('stockStateOf', () => {
  it('follows the threshold', () => {
    expect(stockStateOf(0)).toBe('out_of_stock');
    expect(stockStateOf(1)).toBe('low_stock');
    expect(stockStateOf(5)).toBe('low_stock');
    expect(stockStateOf(6)).toBe('in_stock');
    expect(stockStateOf(6, 10)).toBe('low_stock');
  });
});
