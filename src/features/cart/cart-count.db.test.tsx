// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import { CART_COUNT_READ, readCartCount } from '../../../contract/cart-hint';
import { ServerDataContext, seededData } from '../../lib/server-data';
import { resetCartCount, useCartCount, useKnownCartCount } from './cart-count';
import { addToCart, resetCartMemory } from './store';
import { cartLine } from './test-utils';

function Badge() {
  return <p data-testid="count">{useCartCount()}</p>;
}

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
  localStorage.clear();
  document.cookie = 'cart_count=; Max-Age=0; Path=/';
  resetCartCount();
});
afterEach(cleanup);

describe('the cart count', () => {
  it('is 0 on the server', () => {
    localStorage.setItem('storefront:cart-count', '4');
    expect(renderToString(<Badge />)).toContain('>0<');
  });

  it('starts from the mirror in localStorage, before the database is read', () => {
    localStorage.setItem('storefront:cart-count', '4');
    render(<Badge />);
    expect(screen.getByTestId('count').textContent).toBe('4');
  });

  it('mirrors every cart change, and once the shopper engages the live query corrects a stale mirror', async () => {
    await addToCart(cartLine('1'), 3);
    expect(localStorage.getItem('storefront:cart-count')).toBe('3');
    localStorage.setItem('storefront:cart-count', '9');
    resetCartCount();
    render(<Badge />);
    expect(screen.getByTestId('count').textContent).toBe('9');
    // The database is not read before the shopper's first input (src/lib/engaged.ts).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('count').textContent).toBe('9');
    window.dispatchEvent(new Event('pointerup'));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'), {
      timeout: 5000,
    });
  });

  it('is kept in a cookie for the server, a stale or missing one corrected from the mirror', async () => {
    await addToCart(cartLine('1'), 2);
    expect(readCartCount(document.cookie)).toBe(2);
    document.cookie = 'cart_count=; Max-Age=0; Path=/';
    resetCartCount();
    render(<Badge />);
    expect(readCartCount(document.cookie)).toBe(2);
  });

  it('answers the count the server rendered with while hydrating, and the mirror after', () => {
    localStorage.setItem('storefront:cart-count', '4');
    const Known = () => <p>{useKnownCartCount()}</p>;
    const rendered = (answers: object) =>
      renderToString(
        <ServerDataContext value={seededData(answers as never)}>
          <Known />
        </ServerDataContext>,
      );
    expect(rendered({ [CART_COUNT_READ]: { data: 2 } })).toContain('>2<');
    expect(rendered({})).toContain('>0<');
    render(<Known />);
    expect(screen.getByText('4')).toBeTruthy();
  });
});
