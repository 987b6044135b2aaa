/**
 * What the worker keeps offline whatever else it evicts (KEEP_OFFLINE, contract/sw-messages.ts): for each
 * recently viewed (the last RECENTLY_VIEWED_LIMIT) and wishlisted product, its API read in every language,
 * spelled exactly as the API client asks for it, and its first picture's `url` (the <img> fallback).
 */
import { productPath } from '../../contract/api/paths';
import { LANGS } from '../../contract/constants';
import { RECENTLY_VIEWED_LIMIT } from '../../contract/sw-messages';
import type { Lang, ProductCard } from '../../contract/types';
import { buildApiUrl } from '../lib/api/api-base';

/** The product page's read (src/app/pages/product-page.tsx), as the API client requests it. */
export function productReadUrl(slug: string, lang: Lang): string {
  return buildApiUrl(productPath(slug, { lang }));
}

/** Recently viewed first (newest first), then the wishlist: the worker keeps the first ones if it must cut. */
export function keepOfflineUrls(
  recentlyViewed: readonly ProductCard[],
  wishlist: readonly ProductCard[],
  langs: readonly Lang[] = LANGS,
): string[] {
  const urls = new Set<string>();
  const seen = new Set<string>();
  for (const product of [...recentlyViewed.slice(0, RECENTLY_VIEWED_LIMIT), ...wishlist]) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    for (const lang of langs) urls.add(productReadUrl(product.slug, lang));
    urls.add(product.image.url);
  }
  return [...urls];
}
