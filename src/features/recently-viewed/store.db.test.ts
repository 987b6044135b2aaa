import { beforeEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT } from '../../../contract/sw-messages';
import type { Product, ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { readRecentlyViewed, recordView } from './store';

const card = (id: string): ProductCard => ({
  id,
  slug: `p-${id}`,
  name: `Product ${id}`,
  category: 'bags',
  price: 1000,
  compare_at_price: null,
  image: { url: `/images/p-${id}-640.webp`, width: 640, height: 800, alt: '', srcset: [] },
  colors: ['BLACK'],
  stock_state: 'in_stock',
});

beforeEach(() => db.recentlyViewed.clear());

describe('recently viewed store', () => {
  it('lists newest first, and a second view moves a product to the front without a duplicate', async () => {
    await recordView(card('1'), 1);
    await recordView(card('2'), 2);
    await recordView(card('1'), 3);
    expect((await readRecentlyViewed()).map((r) => r.id)).toEqual(['1', '2']);
  });

  it(`keeps only the last ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, async () => {
    for (let i = 1; i <= RECENTLY_VIEWED_LIMIT + 3; i++) await recordView(card(String(i)), i);
    const ids = (await readRecentlyViewed()).map((r) => r.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(String(RECENTLY_VIEWED_LIMIT + 3));
    expect(ids).not.toContain('3');
    expect(ids).toContain('4');
    expect(await db.recentlyViewed.count()).toBe(RECENTLY_VIEWED_LIMIT);
  });

  it('keeps only card fields of a full product', async () => {
    await recordView(
      { ...card('1'), description: '<p>long</p>', variants: [] } as unknown as Product,
      1,
    );
    const [row] = await readRecentlyViewed();
    expect(row).toEqual({ ...card('1'), viewedAt: 1 });
  });
});
