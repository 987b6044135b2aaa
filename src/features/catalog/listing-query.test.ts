import { describe, expect, it } from 'vitest';
import { collectionPath } from '../../../contract/api/paths';
import {
  EMPTY_QUERY,
  clearFilters,
  hasFilters,
  parseListingQuery,
  serializeListingQuery,
  toApiQuery,
  toggleValue,
  viewKey,
  withFilters,
} from './listing-query';

describe('parseListingQuery', () => {
  it('reads the empty query as the default view', () => {
    expect(parseListingQuery('')).toEqual(EMPTY_QUERY);
  });

  it('reads sort, repeated filters, prices in cents, stock and page', () => {
    const q = parseListingQuery(
      '?sort=price_asc&color=RED&color=blue&size=M&size=L&category=dresses&price_min=2000&price_max=8000&in_stock=1&page=3',
    );
    expect(q).toEqual({
      sort: 'price_asc',
      categories: ['dresses'],
      colors: ['RED', 'BLUE'],
      sizes: ['M', 'L'],
      priceMin: 2000,
      priceMax: 8000,
      inStock: true,
      page: 3,
    });
  });

  it('accepts comma lists and drops duplicates', () => {
    expect(parseListingQuery('color=RED,BLUE&color=RED').colors).toEqual(['RED', 'BLUE']);
  });

  it('drops what the API would reject instead of failing the page', () => {
    const q = parseListingQuery(
      'sort=cheapest&color=TEAL&price_min=-5&price_max=abc&page=0&in_stock=yes',
    );
    expect(q).toEqual(EMPTY_QUERY);
    expect(parseListingQuery('page=2.5').page).toBe(1);
    expect(parseListingQuery('page=100000').page).toBe(50);
  });

  it('swaps a minimum above the maximum', () => {
    const q = parseListingQuery('price_min=9000&price_max=1000');
    expect([q.priceMin, q.priceMax]).toEqual([1000, 9000]);
  });
});

describe('serializeListingQuery', () => {
  it('leaves the defaults out', () => {
    expect(serializeListingQuery(EMPTY_QUERY)).toBe('');
  });

  it('writes repeated params in one canonical order', () => {
    const q = {
      ...EMPTY_QUERY,
      colors: ['RED', 'BLUE'] as const,
      sort: 'newest' as const,
      sizes: ['M'],
      page: 2,
    };
    expect(serializeListingQuery({ ...q, colors: [...q.colors] })).toBe(
      'sort=newest&color=RED&color=BLUE&size=M&page=2',
    );
  });

  it('round-trips through the parser', () => {
    const search =
      'sort=price_desc&category=bags&category=shoes&color=BLACK&size=One+size&price_min=1000&price_max=5000&in_stock=1&page=4';
    expect(serializeListingQuery(parseListingQuery(search))).toBe(search);
  });
});

describe('changing the view', () => {
  const q = parseListingQuery('sort=price_asc&color=RED&page=3');

  it('resets the page to 1 on any filter or sort change', () => {
    expect(withFilters(q, { sizes: ['M'] }).page).toBe(1);
    expect(withFilters(q, { sort: 'newest' }).page).toBe(1);
  });

  it('toggles a value in and out of a multi-value filter', () => {
    expect(toggleValue(['RED'], 'BLUE')).toEqual(['RED', 'BLUE']);
    expect(toggleValue(['RED', 'BLUE'], 'RED')).toEqual(['BLUE']);
  });

  it('clears filters but keeps the sort', () => {
    const cleared = clearFilters(q);
    expect(cleared).toEqual({ ...EMPTY_QUERY, sort: 'price_asc' });
    expect(hasFilters(q)).toBe(true);
    expect(hasFilters(cleared)).toBe(false);
  });

  it('keys a view without its page, so later pages append to it', () => {
    expect(viewKey(q)).toBe(viewKey({ ...q, page: 1 }));
    expect(viewKey(q)).not.toBe(viewKey(withFilters(q, { inStock: true })));
  });
});

describe('toApiQuery', () => {
  it("maps the view to the collection read's query, with the language and the page asked", () => {
    const q = parseListingQuery(
      'sort=price_asc&color=RED&color=BLUE&size=M&price_min=2000&in_stock=1',
    );
    expect(toApiQuery(q, 2, 'en')).toEqual({
      lang: 'en',
      sort: 'price_asc',
      category: [],
      color: ['RED', 'BLUE'],
      size: ['M'],
      price_min: 2000,
      price_max: null,
      in_stock: true,
      page: 2,
    });
  });

  it('builds the URL collectionPath spells for the same read: lists repeated, empty filters left out', () => {
    const q = parseListingQuery('color=RED&color=BLUE&in_stock=1&price_max=8000');
    expect(collectionPath('women', toApiQuery(q, 2, 'vi'))).toBe(
      '/api/catalog/collections/women?lang=vi&sort=featured&color=RED&color=BLUE&price_max=8000&in_stock=1&page=2',
    );
  });
});
