// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { setWishlisted } from './store';
import { resetWishlistIds, showPress, useInWishlist } from './wishlist-ids';

const card = (id: string): ProductCard => ({
  id,
  slug: `p-${id}`,
  name: `Product ${id}`,
  category: 'bags',
  price: 1000,
  compare_at_price: null,
  image: { url: '/i.webp', width: 1, height: 1, alt: '', srcset: [] },
  colors: ['BLACK'],
  stock_state: 'in_stock',
});

function Heart({ id }: { id: string }) {
  const saved = useInWishlist(id);
  return <p data-testid={id}>{saved === undefined ? 'unknown' : saved ? 'saved' : 'no'}</p>;
}

const MIRROR = 'storefront:wishlist-ids';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await db.wishlist.clear();
  localStorage.clear();
  resetWishlistIds();
});
afterEach(cleanup);

describe('wishlist ids', () => {
  it('are unknown on the server', () => {
    expect(renderToString(<Heart id="1" />)).toContain('unknown');
  });

  it('start from the mirror in localStorage, before the database is read', async () => {
    localStorage.setItem(MIRROR, JSON.stringify(['3']));
    render(
      <>
        <Heart id="1" />
        <Heart id="3" />
      </>,
    );
    expect(screen.getByTestId('3').textContent).toBe('saved');
    expect(screen.getByTestId('1').textContent).toBe('no');
    await wait(400);
    // Still the mirror: the database waits for the shopper (src/lib/engaged.ts).
    expect(screen.getByTestId('3').textContent).toBe('saved');
  });

  it('are unknown without a mirror, and follow another tab through its storage event', async () => {
    render(<Heart id="4" />);
    expect(screen.getByTestId('4').textContent).toBe('unknown');
    localStorage.setItem(MIRROR, JSON.stringify(['4']));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: MIRROR }));
    });
    expect(screen.getByTestId('4').textContent).toBe('saved');
  });

  it('answer every card of a grid from one live query once the shopper engages, following changes and keeping the mirror', async () => {
    await setWishlisted(card('2'), true);
    localStorage.setItem(MIRROR, JSON.stringify(['5']));
    render(
      <>
        <Heart id="1" />
        <Heart id="2" />
      </>,
    );
    window.dispatchEvent(new Event('pointerup'));
    expect(await screen.findByText('saved', {}, { timeout: 5000 })).toHaveProperty(
      'dataset.testid',
      '2',
    );
    expect(screen.getByTestId('1').textContent).toBe('no');
    await act(() => setWishlisted(card('1'), true));
    await waitFor(() => expect(screen.getByTestId('1').textContent).toBe('saved'), {
      timeout: 5000,
    });
    expect(new Set(JSON.parse(localStorage.getItem(MIRROR) ?? '[]'))).toEqual(new Set(['1', '2']));
  });

  it('show a press at once, and keep it when its write is done or take it back when it failed', () => {
    localStorage.setItem(MIRROR, JSON.stringify(['3']));
    render(
      <>
        <Heart id="1" />
        <Heart id="3" />
      </>,
    );
    let settle!: (written: boolean) => void;
    act(() => {
      settle = showPress('1', true);
    });
    expect(screen.getByTestId('1').textContent).toBe('saved');
    act(() => settle(true));
    expect(screen.getByTestId('1').textContent).toBe('saved');
    expect(new Set(JSON.parse(localStorage.getItem(MIRROR) ?? '[]'))).toEqual(new Set(['1', '3']));

    act(() => {
      settle = showPress('3', false);
    });
    expect(screen.getByTestId('3').textContent).toBe('no');
    act(() => settle(false));
    expect(screen.getByTestId('3').textContent).toBe('saved');
  });

  it("leave a later press's showing to it when an earlier one settles", () => {
    render(<Heart id="1" />);
    let first!: (written: boolean) => void;
    act(() => {
      first = showPress('1', true);
      showPress('1', false);
    });
    act(() => first(true));
    // The second press (remove) is still on its way: its state stays on screen.
    expect(screen.getByTestId('1').textContent).toBe('no');
  });
});
