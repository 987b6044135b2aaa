import { describe, expect, it } from 'vitest';
import type { Color } from './constants';
import { linePictureOf, picturesForColor } from './product-pictures';

const p = (name: string, color: Color | null) => ({ name, color });
const images = [
  p('white', 'WHITE'),
  p('detail', null),
  p('black', 'BLACK'),
  p('black back', 'BLACK'),
];
const names = (list: readonly { name: string }[]) => list.map((i) => i.name);

describe('picturesForColor', () => {
  it('keeps a colour’s own pictures and the every-colour ones, in their order', () => {
    expect(names(picturesForColor(images, 'BLACK'))).toEqual(['detail', 'black', 'black back']);
    expect(names(picturesForColor(images, 'WHITE'))).toEqual(['white', 'detail']);
  });

  it('shows every picture for a colour with none of its own, or no colour', () => {
    expect(names(picturesForColor(images, 'RED'))).toEqual(names(images));
    expect(names(picturesForColor(images, null))).toEqual(names(images));
  });

  it('takes a picture without a colour (an answer from before colours) for every colour', () => {
    const old = [{ name: 'a' }, { name: 'b', color: 'RED' as const }];
    expect(names(picturesForColor(old, 'RED'))).toEqual(['a', 'b']);
  });
});

describe('linePictureOf', () => {
  it('is the colour’s own first, even behind an every-colour picture', () => {
    expect(linePictureOf(images, 'BLACK')?.name).toBe('black');
  });

  it('is the product’s first for a colour with none of its own, and nothing without pictures', () => {
    expect(linePictureOf(images, 'RED')?.name).toBe('white');
    expect(linePictureOf([], 'RED')).toBeUndefined();
  });
});
