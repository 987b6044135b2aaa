// @vitest-environment happy-dom
/**
 * A cart view mounted right after this tab changed the cart (the drawer add to cart opens) shows
 * what the tab wrote from its first render, before its own read of the database comes; one mounted
 * before any change waits for that read, as before.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db/db';
import { addToCart, resetCartMemory } from './store';
import { cartLine } from './test-utils';
import { useCartLines } from './use-cart';

function Lines() {
  const lines = useCartLines();
  return <p data-testid="lines">{lines === undefined ? 'reading' : lines.length}</p>;
}

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
});
afterEach(cleanup);

describe('the cart lines a view shows first', () => {
  it('are what this tab just wrote, from the first render', async () => {
    await addToCart(cartLine('1'), 2);
    render(<Lines />);
    expect(screen.getByTestId('lines').textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('1'));
  });

  it('wait for the database when this tab has written nothing', async () => {
    await db.cart.put(cartLine('9'));
    render(<Lines />);
    expect(screen.getByTestId('lines').textContent).toBe('reading');
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('1'));
  });
});
