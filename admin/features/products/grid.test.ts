/**
 * The editor's colour × size grid: adding a colour adds a cell for each size (and a size one for each
 * colour), taking one out leaves every other cell as it was, a saved cell taken out and added back
 * keeps its id, SKU, price and stock (so saving does not remove and re-make that variant), and the
 * variants go out colour by colour in the grid's order, which is how the API's field paths
 * (`variants.3.sku`) find their cell again.
 */
import { describe, expect, it } from 'vitest';
import { emptyState, type EditorState } from './editor-state';
import {
  addColor,
  addSizes,
  cellKey,
  moveIn,
  removeCell,
  removeColor,
  removeSize,
  restoreCell,
  splitSizes,
  updateCell,
  variantsOf,
} from './grid';
import { fieldOf, toBody } from './to-body';

const cells = (s: EditorState) => variantsOf(s).map(({ color, size }) => `${color} ${size}`);

describe('variant grid', () => {
  it('adds a cell for every size with a colour, and for every colour with a size', () => {
    let s = addSizes(emptyState(), splitSizes('S, M'));
    expect(cells(s)).toEqual([]); // no colour yet: no variant
    s = addColor(s, 'BLACK');
    expect(cells(s)).toEqual(['BLACK S', 'BLACK M']);
    s = addColor(s, 'WHITE');
    expect(cells(s)).toEqual(['BLACK S', 'BLACK M', 'WHITE S', 'WHITE M']);
    s = addSizes(s, splitSizes('M L  XL'));
    expect(s.sizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(cells(s)).toHaveLength(8);
    expect(s.cells[cellKey('WHITE', 'XL')]).toEqual({
      id: null,
      sku: '',
      price: '',
      stock: '0',
      stockSeen: null,
    });
  });

  it('takes out a colour, a size or one cell and leaves every other cell as typed', () => {
    let s = addColor(addColor(addSizes(emptyState(), ['S', 'M']), 'BLACK'), 'RED');
    s = updateCell(s, 'RED', 'M', { sku: 'RED-M', price: '12.50', stock: '7' });
    s = updateCell(s, 'BLACK', 'S', { stock: '3' });
    const redM = s.cells[cellKey('RED', 'M')];

    const noBlack = removeColor(s, 'BLACK');
    expect(cells(noBlack)).toEqual(['RED S', 'RED M']);
    expect(noBlack.cells[cellKey('RED', 'M')]).toEqual(redM);

    const noS = removeSize(s, 'S');
    expect(cells(noS)).toEqual(['BLACK M', 'RED M']);
    expect(noS.cells[cellKey('RED', 'M')]).toEqual(redM);

    const noCell = removeCell(s, 'BLACK', 'M');
    expect(cells(noCell)).toEqual(['BLACK S', 'RED S', 'RED M']);
    expect(noCell.cells[cellKey('BLACK', 'S')]?.stock).toBe('3');
  });

  it('brings a saved variant taken out back as it was', () => {
    let s = addColor(addSizes(emptyState(), ['M']), 'BLACK');
    s = updateCell(s, 'BLACK', 'M', { id: '41', sku: 'TEE-BLACK-M', stock: '9', stockSeen: 9 });
    const saved = s.cells[cellKey('BLACK', 'M')];
    const out = removeColor(s, 'BLACK');
    expect(cells(out)).toEqual([]);
    expect(cells(addColor(out, 'BLACK'))).toEqual(['BLACK M']);
    expect(addColor(out, 'BLACK').cells[cellKey('BLACK', 'M')]).toEqual(saved);
    expect(restoreCell(removeCell(s, 'BLACK', 'M'), 'BLACK', 'M').cells).toEqual(s.cells);
    // A cell never saved is simply gone: added back, it starts empty.
    const fresh = addColor(addSizes(emptyState(), ['L']), 'RED');
    const typed = updateCell(fresh, 'RED', 'L', { sku: 'X' });
    expect(
      restoreCell(removeCell(typed, 'RED', 'L'), 'RED', 'L').cells[cellKey('RED', 'L')]?.sku,
    ).toBe('');
  });

  it('moves a size within the order, and not past either end', () => {
    expect(moveIn(['S', 'M', 'L'], 'L', -1)).toEqual(['S', 'L', 'M']);
    expect(moveIn(['S', 'M', 'L'], 'S', -1)).toEqual(['S', 'M', 'L']);
    expect(moveIn(['S', 'M', 'L'], 'S', 1)).toEqual(['M', 'S', 'L']);
  });

  it('sends the cells colour by colour, and finds a cell again by its field path', () => {
    let s = { ...emptyState(), price: '39.90' };
    s = addColor(addColor(addSizes(s, ['S', 'M']), 'BLACK'), 'WHITE');
    s = removeCell(s, 'BLACK', 'M');
    s = updateCell(s, 'WHITE', 'S', { id: '7', stock: '4', stockSeen: 5, price: '35' });
    const { body, keys, errors } = toBody(s, 2);
    expect(errors).toEqual({});
    expect(body.price).toBe(3990);
    expect(body.variants.map((v) => `${v.color} ${v.size}`)).toEqual([
      'BLACK S',
      'WHITE S',
      'WHITE M',
    ]);
    expect(body.variants[1]).toMatchObject({
      id: '7',
      price: 3500,
      stock: 4,
      stock_seen: 5,
      sku: null,
    });
    expect(fieldOf('variants.1.sku', keys)).toBe(`${cellKey('WHITE', 'S')}:sku`);
    expect(fieldOf('variants.2.size', keys)).toBe(`${cellKey('WHITE', 'M')}:row`);
    expect(fieldOf('price', keys)).toBe('price');
    expect(fieldOf('variants.9.sku', keys)).toBeNull();
  });

  it('refuses a price or stock it cannot read, at that cell, before sending', () => {
    let s = { ...emptyState(), price: '39,90' };
    s = addColor(addSizes(s, ['S']), 'BLACK');
    s = updateCell(s, 'BLACK', 'S', { price: '1.234', stock: '-1' });
    expect(toBody(s, 2).errors).toEqual({
      price: ['products.money.comma'],
      'variants.0.price': ['products.money.invalid'],
      'variants.0.stock': ['catalog.errors.stock_invalid'],
    });
    expect(toBody({ ...s, price: '' }, 2).errors.price).toEqual(['admin.errors.required']);
  });
});
