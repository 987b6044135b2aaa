// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { toggleWishlist } from './store';
import { useInWishlist } from './wishlist-ids';

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

beforeEach(() => db.wishlist.clear());
afterEach(cleanup);

describe('wishlist ids', () => {
  it('are unknown on the server', () => {
    expect(renderToString(<Heart id="1" />)).toContain('unknown');
  });

  it('answer every card of a grid from one live query, following changes', async () => {
    await toggleWishlist(card('2'));
    render(
      <>
        <Heart id="1" />
        <Heart id="2" />
      </>,
    );
    expect(await screen.findByText('saved', {}, { timeout: 5000 })).toHaveProperty(
      'dataset.testid',
      '2',
    );
    expect(screen.getByTestId('1').textContent).toBe('no');
    await act(() => toggleWishlist(card('1')));
    await waitFor(() => expect(screen.getByTestId('1').textContent).toBe('saved'), {
      timeout: 5000,
    });
  });
});
