import { describe, expect, it } from 'vitest';
import {
  collectionPath,
  collectionsPath,
  eventPath,
  pagePath,
  productPath,
  searchPath,
  storeInfoPath,
  variantsPath,
} from '../../contract/api/paths';
import { accountWishlistPath, loginPath } from '../../contract/api/private-paths';
import { anonymousRequest, isCacheableApiRead } from './api-cache-rule';

const get = (headers: Record<string, string> = {}) => ({
  method: 'GET',
  headers: new Headers(headers),
});
const url = (path: string) => new URL(path, 'https://shop.test');

describe('which API reads the worker caches', () => {
  it('caches anonymous GETs of public catalog, content and store info', () => {
    for (const path of [
      '/api/public/store-info',
      '/api/catalog/home?lang=vi',
      '/api/catalog/products/linen-shirt?lang=en',
      '/api/catalog/collections/women/dresses?lang=vi&sort=featured&page=1',
      '/api/content/pages/shipping?lang=vi',
    ]) {
      expect(isCacheableApiRead(url(path), get()), path).toBe(true);
    }
  });

  it('caches every public read as the app builds it, the whole-catalog listing and lists included', () => {
    for (const path of [
      storeInfoPath(),
      collectionsPath({ lang: 'en' }),
      collectionPath('', { lang: 'vi' }),
      collectionPath('women/dresses', { lang: 'en', color: ['RED'], page: 2 }),
      productPath('áo-linen', { lang: 'vi' }),
      searchPath({ q: 'áo dài', lang: 'vi', limit: 8 }),
      pagePath('returns', { lang: 'en' }),
      eventPath('summer-sale', { lang: 'vi' }),
      '/api/content/pages',
      '/api/content/events',
    ]) {
      expect(isCacheableApiRead(url(path), get()), path).toBe(true);
    }
  });

  it('never caches writes, the live variant check or other APIs (user data)', () => {
    expect(isCacheableApiRead(url('/api/catalog/home'), { method: 'POST' })).toBe(false);
    expect(isCacheableApiRead(url('/api/catalog/variants?ids=1,2'), get())).toBe(false);
    expect(isCacheableApiRead(url('/api/account/cart'), get())).toBe(false);
    expect(isCacheableApiRead(url('/api/checkouts/abc'), get())).toBe(false);
    expect(isCacheableApiRead(url(variantsPath(['1', '2'], { lang: 'vi' })), get())).toBe(false);
    expect(isCacheableApiRead(url(accountWishlistPath({ lang: 'vi' })), get())).toBe(false);
    expect(isCacheableApiRead(url(loginPath()), get())).toBe(false);
  });

  it('caches no path the API table does not know, even under a public prefix', () => {
    for (const path of [
      '/api/catalog/nothing',
      '/api/catalog/products/a/b',
      '/api/content/pages/a/b',
      '/api/public/other',
      '/api',
    ]) {
      expect(isCacheableApiRead(url(path), get()), path).toBe(false);
    }
  });

  it("caches a signed-in shopper's public read only as the anonymous request", () => {
    expect(isCacheableApiRead(url('/api/catalog/home'), get({ Authorization: 'Bearer x' }))).toBe(
      true,
    );
    expect(isCacheableApiRead(url('/api/account/cart'), get({ Authorization: 'Bearer x' }))).toBe(
      false,
    );
    const signedIn = new Request('https://shop.test/api/catalog/home?lang=en', {
      headers: { Authorization: 'Bearer x', Accept: 'application/json' },
    });
    const sent = anonymousRequest(signedIn);
    expect(sent.url).toBe(signedIn.url);
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(sent.headers.get('Accept')).toBe('application/json');
    const anonymous = new Request('https://shop.test/api/catalog/home');
    expect(anonymousRequest(anonymous)).toBe(anonymous);
  });
});
