import { describe, expect, it } from 'vitest';
import { isDeniedNavigation } from './navigation-denylist';

describe('navigation denylist', () => {
  it.each([
    '/api/public/store-info',
    '/api',
    '/images/p/1-640.avif',
    '/sitemap.xml',
    '/robots.txt',
    '/sitemap.xml?x=1',
  ])('lets %s reach the network', (path) => {
    expect(isDeniedNavigation(path)).toBe(true);
  });

  it.each([
    '/',
    '/en',
    '/cart',
    '/en/product/api-shirt',
    '/apiary',
    '/imagesque',
    '/collection/images',
    '/robots.txt.html',
  ])('answers %s with the app shell', (path) => {
    expect(isDeniedNavigation(path)).toBe(false);
  });
});
