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
    '/admin',
    '/admin/staff',
    '/admin?x=1',
    '/admin/set-password?token=abc',
    '/en/admin',
    '/en/admin/audit?page=2',
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
    '/administration',
    '/collection/admin',
    '/en/product/admin-shirt',
  ])('answers %s with the app shell', (path) => {
    expect(isDeniedNavigation(path)).toBe(false);
  });
});
