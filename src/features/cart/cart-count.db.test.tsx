// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import type { CartLineRow } from '../../lib/db/schema';
import { resetCartCount, useCartCount } from './cart-count';
import { addToCart, resetCartMemory } from './store';

const image = { url: '/i.webp', width: 640, height: 800, alt: 'Shirt', srcset: [] };
const line = (variantId: string): CartLineRow => ({
  variantId,
  productId: 'p1',
  slug: 'linen-shirt',
  name: 'Linen shirt',
  image,
  color: 'BLACK',
  size: 'M',
  quantity: 1,
  price: 1500,
  stock: 10,
  addedAt: 1,
  check: null,
});

function Badge() {
  return <p data-testid="count">{useCartCount()}</p>;
}

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
  localStorage.clear();
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
    await addToCart(line('1'), 3);
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
});
