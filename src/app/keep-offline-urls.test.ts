import { afterEach, describe, expect, it, vi } from 'vitest';
import { productUrl } from '../features/product/api';
import { api } from '../lib/api/client';
import { scriptFetch } from '../lib/api/test-fetch';
import { RECENTLY_VIEWED_LIMIT } from '../../contract/sw-messages';
import type { ProductCard } from '../../contract/types';
import { keepOfflineUrls, productReadUrl } from './keep-offline-urls';

const card = (slug: string, id = slug): ProductCard => ({
  id,
  slug,
  name: slug,
  category: 'shirts',
  price: 1000,
  compare_at_price: null,
  image: { url: `/images/${slug}-640.webp`, width: 640, height: 800, alt: '', srcset: [] },
  colors: [],
  stock_state: 'in_stock',
});

afterEach(() => vi.unstubAllGlobals());

describe('keepOfflineUrls', () => {
  it('lists each product read in both languages and its first picture, recently viewed first', () => {
    expect(keepOfflineUrls([card('linen-shirt')], [card('tote')])).toEqual([
      '/api/catalog/products/linen-shirt?lang=vi',
      '/api/catalog/products/linen-shirt?lang=en',
      '/images/linen-shirt-640.webp',
      '/api/catalog/products/tote?lang=vi',
      '/api/catalog/products/tote?lang=en',
      '/images/tote-640.webp',
    ]);
  });

  it('lists a product both viewed and wishlisted once', () => {
    const urls = keepOfflineUrls([card('a')], [card('a'), card('b')]);
    expect(urls.filter((u) => u.includes('/a?'))).toHaveLength(2);
    expect(urls).toHaveLength(6);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} recently viewed, and every wishlisted product`, () => {
    const viewed = Array.from({ length: RECENTLY_VIEWED_LIMIT + 5 }, (_, i) => card(`v${i}`));
    const wished = Array.from({ length: 40 }, (_, i) => card(`w${i}`));
    const urls = keepOfflineUrls(viewed, wished);
    expect(urls).toHaveLength((RECENTLY_VIEWED_LIMIT + 40) * 3);
    expect(urls).not.toContain(`/images/v${RECENTLY_VIEWED_LIMIT}-640.webp`);
    expect(urls).toContain('/images/w39-640.webp');
  });

  it('matches what the client really fetches for the product page (vi and en)', async () => {
    for (const lang of ['vi', 'en'] as const) {
      const { calls } = scriptFetch({ body: { data: {} } });
      // The product page's call, as in src/app/pages/product-page.tsx.
      await api.get(productUrl('áo-linen', lang));
      expect(calls[0]?.url).toBe(productReadUrl('áo-linen', lang));
    }
  });

  it('lists nothing when nothing was viewed or wished for', () => {
    expect(keepOfflineUrls([], [])).toEqual([]);
  });
});
