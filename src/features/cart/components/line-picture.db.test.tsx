// @vitest-environment happy-dom
/**
 * The cart line's picture is the colour bought (issue 37), not the product's first: taken from the
 * product page's colour when added, kept in the Dexie row so the cart shows it offline, and replaced by
 * the re-check's picture of that colour (a card's quick add brings only the product's first).
 */
import { cleanup, configure, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Color } from '../../../../contract/constants';
import type { Product, ProductImage, Variant, VariantCheck } from '../../../../contract/types';
import en from '../../../../locales/en.json';
import { db } from '../../../lib/db/db';
import { cartDrawer } from '../../../lib/ui-state';
import { lineFrom } from '../cart-lines';
import { addToCart, readLines, recordChecks, resetCartMemory } from '../store';
import { CartDrawer } from './cart-drawer';

vi.mock('../recheck', () => ({ recheckCart: () => Promise.resolve() }));
configure({ asyncUtilTimeout: 5000 });

const picture = (name: string, color: Color | null): ProductImage => ({
  url: `/images/${name}-640.webp`,
  width: 640,
  height: 800,
  alt: name,
  srcset: [],
  color,
});

const white = picture('tee-white', 'WHITE');
const black = picture('tee-black', 'BLACK');
const variant = (id: string, color: Color): Variant => ({
  id,
  sku: `TEE-${color}-M`,
  color,
  size: 'M',
  price: 1900,
  stock: 5,
  stock_state: 'in_stock',
});
const tee = {
  id: 'p1',
  slug: 'tee',
  name: 'Tee',
  category: 'tops',
  price: 1900,
  compare_at_price: null,
  image: white,
  images: [white, picture('tee-detail', null), black],
  colors: ['WHITE', 'BLACK'],
  stock_state: 'in_stock',
} as unknown as Product;

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
});
afterEach(() => {
  cleanup();
  cartDrawer.close();
});

function renderCart() {
  const { hook } = memoryLocation({ path: '/en' });
  cartDrawer.open();
  return render(
    <Router hook={hook}>
      <IntlProvider locale="en" messages={en}>
        <CartDrawer />
      </IntlProvider>
    </Router>,
  );
}

const shownPicture = (variantId: string) =>
  document.querySelector(`[data-variant-id="${variantId}"] img`)?.getAttribute('src');

describe('the cart line’s picture', () => {
  it('is the colour bought, kept on the device, and what the cart shows', async () => {
    await addToCart(lineFrom(tee, variant('2', 'BLACK')), 1);
    await addToCart(lineFrom(tee, variant('1', 'WHITE')), 1);
    expect((await readLines()).map((l) => [l.variantId, l.image.url])).toEqual([
      ['2', black.url],
      ['1', white.url],
    ]);
    renderCart();
    await waitFor(() => expect(shownPicture('2')).toBe(black.url));
    expect(shownPicture('1')).toBe(white.url);
  });

  it('is the product’s first picture for a colour without one of its own', () => {
    expect(lineFrom(tee, variant('3', 'RED')).image.url).toBe(white.url);
  });

  it('becomes the re-check’s picture of its colour, and stays when a check brings none', async () => {
    const { images: _images, ...card } = tee;
    await addToCart(lineFrom(card, variant('2', 'BLACK')), 1);
    expect((await readLines())[0]!.image.url).toBe(white.url);
    const check = (image?: ProductImage): VariantCheck =>
      ({ ...variant('2', 'BLACK'), product_id: 'p1', product: tee, image }) as VariantCheck;
    await recordChecks([check(black)], ['2']);
    expect((await readLines())[0]!.image.url).toBe(black.url);
    // A re-check answered by a server from before issue 37 carries no line picture: the card's.
    await recordChecks([check(undefined)], ['2']);
    expect((await readLines())[0]!.image.url).toBe(white.url);
  });
});
