import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../contract/routes';
import { errorTitle, routeTitle, withStoreName } from './title';

const match = (path: string) => {
  const m = matchRoute(path);
  if (!m) throw new Error(`no route for ${path}`);
  return m;
};

describe('server page titles', () => {
  it('uses the route meta title in the page language, even when an entity is named', () => {
    expect(routeTitle(match('/cart'))).toBe('Giỏ hàng');
    expect(routeTitle(match('/en/cart'), 'Something else')).toBe('Cart');
    expect(routeTitle(match('/en'))).toBe('Home');
  });

  it('uses the entity name on routes without a meta title', () => {
    expect(routeTitle(match('/product/summer-linen-dress'), 'Đầm linen mùa hè')).toBe(
      'Đầm linen mùa hè',
    );
    expect(routeTitle(match('/en/event/summer-sale'), 'Summer Sale')).toBe('Summer Sale');
  });

  it('falls back to the last path segment made into words', () => {
    expect(routeTitle(match('/product/summer-linen-dress'))).toBe('Summer Linen Dress');
    expect(routeTitle(match('/en/collection/women/bags'), '')).toBe('Bags');
    expect(routeTitle(match('/page/size_guide'), null)).toBe('Size Guide');
  });

  it('reads the status code and the message on errors', () => {
    expect(errorTitle(404, 'Page not found: /nope')).toBe('404 Page not found: /nope');
  });

  it('appends the store name', () => {
    expect(withStoreName('Cart', 'Mây Clothing')).toBe('Cart | Mây Clothing');
    expect(withStoreName('', 'Mây Clothing')).toBe('Mây Clothing');
    expect(withStoreName('Cart', '')).toBe('Cart');
  });
});
