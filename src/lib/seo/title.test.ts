import { describe, expect, it } from 'vitest';
import { documentTitle, errorTitle, routeTitle } from './title';

describe('page titles', () => {
  it('uses the route meta title in the page language', () => {
    expect(routeTitle('/cart')).toBe('Giỏ hàng');
    expect(routeTitle('/en/cart')).toBe('Cart');
    expect(routeTitle('/en')).toBe('Home');
  });

  it('falls back to the last path segment made into words', () => {
    expect(routeTitle('/product/summer-linen-dress')).toBe('Summer Linen Dress');
    expect(routeTitle('/en/collection/women/bags')).toBe('Bags');
    expect(routeTitle('/some/odd_path')).toBe('Odd Path');
  });

  it('reads the status code and the message on errors', () => {
    expect(errorTitle(404, 'Page not found: /nope')).toBe('404 Page not found: /nope');
  });

  it('appends the store name', () => {
    expect(documentTitle('Cart', 'Maison')).toBe('Cart | Maison');
    expect(documentTitle('', 'Maison')).toBe('Maison');
  });
});
