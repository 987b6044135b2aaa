import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/db/db';
import type { CartLineRow, WishlistRow } from '../../lib/db/schema';
import { watchSavedSince } from './install-saved-watch';

const image = { url: '/i.webp', width: 1, height: 1, alt: '', srcset: [] };
const saved = (id: string, addedAt: number) =>
  ({
    id,
    slug: id,
    name: id,
    category: 'bags',
    price: 1,
    compare_at_price: null,
    image,
    colors: [],
    stock_state: 'in_stock',
    addedAt,
  }) as WishlistRow;
const line = (variantId: string, addedAt: number) =>
  ({
    variantId,
    productId: 'p',
    slug: 'p',
    name: 'p',
    image,
    color: 'BLACK',
    size: 'M',
    quantity: 1,
    price: 1,
    stock: 5,
    addedAt,
    check: null,
  }) as CartLineRow;

beforeEach(async () => {
  await db.wishlist.clear();
  await db.cart.clear();
});

describe('watchSavedSince', () => {
  it('ignores what was saved before the session and reports a wishlist add during it', async () => {
    await db.wishlist.put(saved('old', 500));
    const onSaved = vi.fn();
    const stop = watchSavedSince(1000, onSaved);
    await new Promise((r) => setTimeout(r, 50));
    expect(onSaved).not.toHaveBeenCalled();
    await db.wishlist.put(saved('new', 1500));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    stop();
  });

  it('reports a cart line added during the session', async () => {
    const onSaved = vi.fn();
    const stop = watchSavedSince(1000, onSaved);
    await db.cart.put(line('v1', 1200));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    stop();
  });
});
