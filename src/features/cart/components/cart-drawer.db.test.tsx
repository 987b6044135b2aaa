// @vitest-environment happy-dom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../../locales/en.json';
import { db } from '../../../lib/db/db';
import type { CartLineRow } from '../../../lib/db/schema';
import { cartDrawer, ui } from '../../../lib/ui-state';
import { resetCartMemory } from '../store';
import { CartButton } from './cart-badge';
import { CartDrawer } from './cart-drawer';

// The re-check talks to the API; here the cart is offline, so its lines stay as stored.
vi.mock('../recheck', () => ({ recheckCart: () => Promise.resolve() }));

const image = { url: '/i.webp', width: 640, height: 800, alt: 'Shirt', srcset: [] };
const line = (
  variantId: string,
  quantity: number,
  over: Partial<CartLineRow> = {},
): CartLineRow => ({
  variantId,
  productId: 'p1',
  slug: 'linen-shirt',
  name: `Linen shirt ${variantId}`,
  image,
  color: 'BLACK',
  size: 'M',
  quantity,
  price: 1500,
  stock: 10,
  addedAt: Number(variantId),
  check: null,
  ...over,
});

function renderCart() {
  const { hook } = memoryLocation({ path: '/en' });
  return render(
    <Router hook={hook}>
      <IntlProvider locale="en" messages={en}>
        <CartButton />
        <CartDrawer />
      </IntlProvider>
    </Router>,
  );
}

// Generous waits: under a full parallel run, Dexie's live queries can take over a second to land.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
  cartDrawer.close();
});
afterEach(cleanup);

describe('the cart badge and drawer', () => {
  it('names the button with the live item count, and it toggles the drawer', async () => {
    renderCart();
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    // The live count starts once the shopper engages (src/lib/engaged.ts); then another tab's write shows.
    window.dispatchEvent(new Event('pointerup'));
    await act(() => db.cart.bulkPut([line('1', 2), line('2', 1)]));
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    fireEvent.click(button);
    expect(ui.isOpenCart).toBe(true);
  });

  it('shows the empty state with a way back to shopping', async () => {
    renderCart();
    act(() => cartDrawer.open());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/en/collection',
    );
  });

  it('lists lines with subtotal, flags a changed price, and closes on Escape', async () => {
    await db.cart.bulkPut([
      line('1', 2),
      line('2', 1, {
        check: { price: 1900, stock: 10, stock_state: 'in_stock', gone: false, at: 0 },
      }),
    ]);
    renderCart();
    act(() => cartDrawer.open());
    const dialog = await screen.findByRole('dialog');
    await screen.findByText('Linen shirt 1');
    expect(dialog.textContent).toContain('$45.00');
    expect(dialog.textContent).toContain('Price changed: $15.00 → $19.00');
    expect(screen.getByRole('button', { name: 'Checkout' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the changes to Linen shirt 2' }));
    await waitFor(() => expect(dialog.textContent).toContain('$49.00'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(ui.isOpenCart).toBe(false));
  });

  it('the close button closes it', async () => {
    renderCart();
    act(() => cartDrawer.open());
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(ui.isOpenCart).toBe(false));
  });
});
