import { describe, expect, it } from 'vitest';
import { isCacheableApiRead } from './api-cache-rule';

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers: new Headers(headers) });
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

  it('never caches writes, signed-in reads, the live variant check or other APIs', () => {
    expect(isCacheableApiRead(url('/api/catalog/home'), { method: 'POST', headers: new Headers() })).toBe(false);
    expect(isCacheableApiRead(url('/api/catalog/home'), get({ Authorization: 'Bearer x' }))).toBe(false);
    expect(isCacheableApiRead(url('/api/catalog/variants?ids=1,2'), get())).toBe(false);
    expect(isCacheableApiRead(url('/api/account/cart'), get())).toBe(false);
    expect(isCacheableApiRead(url('/api/checkouts/abc'), get())).toBe(false);
  });
});
