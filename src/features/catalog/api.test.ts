import { describe, expect, it } from 'vitest';
import { collectionPath } from '../../../contract/api/paths';
import { listingPageUrl } from './api';
import { EMPTY_QUERY, parseListingQuery, toApiQuery } from './listing-query';

describe('listingPageUrl', () => {
  it("asks for the default view's first page exactly as the server preloads it", () => {
    expect(listingPageUrl('women', toApiQuery(EMPTY_QUERY, 1, 'vi'))).toBe(
      collectionPath('women', { lang: 'vi' }),
    );
    expect(listingPageUrl('', toApiQuery(EMPTY_QUERY, 1, 'en'))).toBe(
      '/api/catalog/collections/?lang=en&sort=featured&page=1',
    );
  });

  it("carries the view's sort and filters, and the page asked", () => {
    const q = parseListingQuery('sort=newest&size=M&page=3');
    expect(listingPageUrl('men', toApiQuery(q, 2, 'vi'))).toBe(
      '/api/catalog/collections/men?lang=vi&sort=newest&size=M&page=2',
    );
  });
});
