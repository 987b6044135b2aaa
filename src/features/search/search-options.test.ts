import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/types';
import { buildOptions, moveActive } from './search-options';
import { isSearchable, searchPath } from './search-path';

const result = {
  items: [{ id: '1', slug: 'dam-lua', name: 'Đầm lụa' }],
  collections: [{ slug: 'women/dresses', name: 'Đầm', breadcrumbs: [] }],
  did_you_mean: null,
  suggestions: [],
} as unknown as SearchResult;
const none = {
  items: [],
  collections: [],
  did_you_mean: null,
  suggestions: [],
} as unknown as SearchResult;

describe('buildOptions', () => {
  it('lists products, then collections, then the full results page', () => {
    expect(buildOptions(result, ' dam ').map((o) => [o.kind, o.path])).toEqual([
      ['product', '/product/dam-lua'],
      ['collection', '/collection/women/dresses'],
      ['all', '/search?q=dam'],
    ]);
  });

  it('offers nothing when nothing matches', () => {
    expect(buildOptions(none, 'zzz')).toEqual([]);
  });

  it('puts the corrected query first, the suggested searches after collections, each opening the results', () => {
    const typo = { ...result, did_you_mean: 'đầm', suggestions: ['đầm', 'đầm lụa'] };
    expect(buildOptions(typo, 'dâm').map((o) => [o.kind, o.path])).toEqual([
      ['suggestion', '/search?q=%C4%91%E1%BA%A7m'],
      ['product', '/product/dam-lua'],
      ['collection', '/collection/women/dresses'],
      ['suggestion', '/search?q=%C4%91%E1%BA%A7m+l%E1%BB%A5a'],
      ['all', '/search?q=d%C3%A2m'],
    ]);
    const options = buildOptions(typo, 'dâm');
    expect(options[0]).toMatchObject({ text: 'đầm', corrected: true });
    expect(options[3]).toMatchObject({ text: 'đầm lụa', corrected: false });
  });
});

describe('moveActive', () => {
  it('starts at either end and wraps around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});

describe('search paths', () => {
  it('encodes the query and needs two letters after dropping marks', () => {
    expect(searchPath('áo sơ mi')).toBe('/search?q=%C3%A1o+s%C6%A1+mi');
    expect(isSearchable('áo')).toBe(true);
    expect(isSearchable('á!')).toBe(false);
  });
});
