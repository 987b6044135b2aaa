import { beforeEach, describe, expect, it } from 'vitest';
import type { Product, ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { addToWishlist, readWishlist, removeFromWishlist, setWishlisted } from './store';

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

beforeEach(() => db.wishlist.clear());

describe('wishlist store', () => {
  it('saves and removes a product as a press asked, whatever the list held', async () => {
    await setWishlisted(card('1'), true);
    await setWishlisted(card('1'), true);
    expect((await readWishlist()).map((r) => r.id)).toEqual(['1']);
    await setWishlisted(card('1'), false);
    await setWishlisted(card('1'), false);
    expect(await readWishlist()).toEqual([]);
  });

  it('lists newest first and keeps only card fields of a full product', async () => {
    await addToWishlist(card('1'), 1);
    await addToWishlist(
      { ...card('2'), description: '<p>long</p>', variants: [] } as unknown as Product,
      2,
    );
    const rows = await readWishlist();
    expect(rows.map((r) => r.id)).toEqual(['2', '1']);
    expect(rows[0]).not.toHaveProperty('description');
    await removeFromWishlist('2');
    expect((await readWishlist()).map((r) => r.id)).toEqual(['1']);
  });
});
