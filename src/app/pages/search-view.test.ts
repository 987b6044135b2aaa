import { describe, expect, it } from 'vitest';
import { parseSearchView, searchPageUrl, serializeSearchView } from './search-view';

describe('the search view in the URL', () => {
  it('reads q, the filters and the sort, relevance by default', () => {
    const view = parseSearchView('?q=%C4%91%E1%BA%A7m&color=red&sort=price_asc&page=2');
    expect(view.q).toBe('đầm');
    expect(view.query).toMatchObject({ sort: 'price_asc', colors: ['RED'], page: 2 });
    expect(parseSearchView('?q=dam').query.sort).toBe('relevance');
    expect(parseSearchView('?q=dam&sort=nope').query.sort).toBe('relevance');
  });

  it('writes q first and keeps featured, a sort of its own here', () => {
    const view = parseSearchView('?q=dam&size=M&sort=featured');
    expect(serializeSearchView(view)).toBe('q=dam&sort=featured&size=M');
    expect(serializeSearchView(parseSearchView('?q=dam'))).toBe('q=dam');
  });

  it("asks the API for the view's page with the search's sort", () => {
    const view = parseSearchView('?q=dam&in_stock=1');
    expect(searchPageUrl(view, 1, 'vi')).toBe(
      '/api/catalog/search?q=dam&lang=vi&limit=24&in_stock=1',
    );
    expect(searchPageUrl({ ...view, query: { ...view.query, sort: 'newest' } }, 2, 'en')).toBe(
      '/api/catalog/search?q=dam&lang=en&limit=24&sort=newest&in_stock=1&page=2',
    );
  });
});
