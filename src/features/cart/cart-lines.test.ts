import { describe, expect, it } from 'vitest';
import type { VariantCheck } from '../../../contract/types';
import type { CartLineRow } from '../../lib/db/schema';
import {
  acceptCheck,
  addToLines,
  applyChecks,
  cartCount,
  cartSubtotal,
  lineProblems,
  maxQuantity,
  replaceLineVariant,
  restoreLine,
  setLineQuantity,
} from './cart-lines';
import { mergeCarts } from './merge-carts';

const image = { url: '/i.webp', width: 640, height: 800, alt: '', srcset: [] };
const row = (variantId: string, over: Partial<CartLineRow> = {}): CartLineRow => ({
  variantId,
  productId: 'p1',
  slug: 'linen-shirt',
  name: 'Linen shirt',
  image,
  color: 'BLACK',
  size: 'M',
  quantity: 1,
  price: 2500,
  stock: 10,
  addedAt: Number(variantId),
  check: null,
  ...over,
});
const check = (id: string, over: Partial<VariantCheck> = {}): VariantCheck => ({
  id,
  product_id: 'p1',
  color: 'BLACK',
  size: 'M',
  price: 2500,
  stock: 10,
  stock_state: 'in_stock',
  product: {
    id: 'p1',
    slug: 'linen-shirt',
    name: 'Linen shirt',
    category: 'shirts',
    price: 2500,
    compare_at_price: null,
    image,
    colors: ['BLACK'],
    stock_state: 'in_stock',
  },
  image,
  ...over,
});

describe('adding', () => {
  it('adds a new line, and the same variant again adds to its quantity', () => {
    const first = addToLines([], row('1', { quantity: 0 }), 2);
    expect(first).toMatchObject({ quantity: 2, capped: false });
    const second = addToLines(first.lines, row('1', { quantity: 0 }), 3);
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]!.quantity).toBe(5);
  });

  it('caps at stock and at 99, and says so', () => {
    expect(addToLines([], row('1', { stock: 3 }), 5)).toMatchObject({ quantity: 3, capped: true });
    expect(addToLines([], row('1', { stock: 500 }), 120)).toMatchObject({
      quantity: 99,
      capped: true,
    });
  });

  it('adds nothing when out of stock', () => {
    const result = addToLines([], row('1', { stock: 0 }), 1);
    expect(result.lines).toEqual([]);
    expect(result.capped).toBe(true);
  });

  it('keeps untouched lines as they were (the store writes only what changed)', () => {
    const a = row('1');
    const { lines } = addToLines([a], row('2', { quantity: 0 }), 1);
    expect(lines[0]).toBe(a);
  });
});

describe('quantity bounds', () => {
  it('keeps a set quantity between 1 and the stock', () => {
    expect(setLineQuantity([row('1', { stock: 4 })], '1', 9)[0]!.quantity).toBe(4);
    expect(setLineQuantity([row('1')], '1', 0)[0]!.quantity).toBe(1);
    expect(maxQuantity(row('1', { stock: 300 }))).toBe(99);
  });

  it('bounds by the re-checked stock when it is lower', () => {
    const line = row('1', {
      quantity: 2,
      check: { price: 2500, stock: 1, stock_state: 'low_stock', gone: false, at: 0 },
    });
    expect(maxQuantity(line)).toBe(1);
  });
});

describe('undo and edit', () => {
  it('restores a removed line, adding up if it came back meanwhile', () => {
    const removed = row('1', { quantity: 2 });
    expect(restoreLine([], removed)).toEqual([removed]);
    expect(restoreLine([row('1', { quantity: 1 })], removed)[0]!.quantity).toBe(3);
  });

  it('swaps a variant in place and merges into a line already holding it', () => {
    const lines = [row('1', { quantity: 2 }), row('2', { quantity: 1, color: 'RED' })];
    const swapped = replaceLineVariant(lines, '1', row('3', { size: 'L', quantity: 0 }), 2);
    expect(swapped.map((l) => [l.variantId, l.quantity, l.addedAt])).toEqual([
      ['2', 1, 2],
      ['3', 2, 1],
    ]);
    const merged = replaceLineVariant(lines, '1', row('2', { color: 'RED', stock: 2 }), 2);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ variantId: '2', quantity: 2 });
  });
});

describe('re-check', () => {
  it('flags a changed price without changing it, until accepted', () => {
    const [line] = applyChecks([row('1')], [check('1', { price: 2900 })], ['1']);
    expect(line!.price).toBe(2500);
    expect(lineProblems(line!)).toEqual(['price_changed']);
    const [accepted] = acceptCheck([line!], '1');
    expect(accepted).toMatchObject({ price: 2900, check: null });
  });

  it('flags lost stock, and accepting cuts the quantity to it', () => {
    const [line] = applyChecks([row('1', { quantity: 5 })], [check('1', { stock: 2 })], ['1']);
    expect(line!.quantity).toBe(5);
    expect(lineProblems(line!)).toEqual(['insufficient_stock']);
    expect(acceptCheck([line!], '1')[0]).toMatchObject({ quantity: 2, stock: 2 });
  });

  it('flags a variant the server no longer knows or has none of; accepting removes it', () => {
    const lines = applyChecks(
      [row('1'), row('2')],
      [check('2', { stock: 0, stock_state: 'out_of_stock' })],
      ['1', '2'],
    );
    expect(lineProblems(lines[0]!)).toEqual(['gone']);
    expect(lineProblems(lines[1]!)).toEqual(['out_of_stock']);
    expect(acceptCheck(acceptCheck(lines, '1'), '2')).toEqual([]);
  });

  it('flags a line whose product is no longer sold (draft or archived) as gone, named afresh', () => {
    const renamed = { ...check('1').product, name: 'Áo sơ mi lanh' };
    const [line] = applyChecks(
      [row('1')],
      [check('1', { stock: 0, stock_state: 'out_of_stock', for_sale: false, product: renamed })],
      ['1'],
    );
    expect(line).toMatchObject({ name: 'Áo sơ mi lanh', quantity: 1 });
    expect(lineProblems(line!)).toEqual(['gone']);
    expect(acceptCheck([line!], '1')).toEqual([]);
  });

  it('takes more stock and a fresh name silently, and leaves lines it did not ask about', () => {
    const [line, later] = applyChecks(
      [row('1'), row('2')],
      [check('1', { stock: 40, product: { ...check('1').product, name: 'Áo sơ mi lanh' } })],
      ['1'],
    );
    expect(line).toMatchObject({ stock: 40, name: 'Áo sơ mi lanh', check: null });
    expect(later!.check).toBeNull();
  });
});

describe('totals', () => {
  it('counts items and sums line totals', () => {
    const lines = [row('1', { quantity: 2 }), row('2', { quantity: 3, price: 1000 })];
    expect(cartCount(lines)).toBe(5);
    expect(cartSubtotal(lines)).toBe(8000);
  });
});

describe('mergeCarts', () => {
  const l = (variantId: string, quantity: number) => ({ variantId, quantity });
  const stock: Record<string, number> = { a: 5, b: 10, c: 0 };

  it('adds quantities of the same variant, capped at stock, local order first', () => {
    const { lines, conflicts } = mergeCarts(
      [l('a', 3), l('b', 1)],
      [l('b', 2), l('a', 4), l('d', 2)],
      (id) => stock[id],
    );
    expect(lines).toEqual([l('a', 5), l('b', 3), l('d', 2)]);
    expect(conflicts).toEqual([{ variantId: 'a', wanted: 7, kept: 5 }]);
  });

  it('drops a line with no stock left and reports it', () => {
    const { lines, conflicts } = mergeCarts([l('c', 1)], [], (id) => stock[id]);
    expect(lines).toEqual([]);
    expect(conflicts).toEqual([{ variantId: 'c', wanted: 1, kept: 0 }]);
  });

  it('caps at 99 when the stock is unknown', () => {
    expect(mergeCarts([l('x', 60)], [l('x', 60)], () => undefined).lines).toEqual([l('x', 99)]);
  });
});
