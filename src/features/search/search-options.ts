/**
 * The live list's options in display order (the corrected query when a word was misspelt, products,
 * collections, searches made from the best names, then "see all"), and arrow-key moves.
 */
import type { Collection, ProductCard, SearchResult } from '../../../contract/types';
import { searchPath } from './search-path';

export type SearchOption =
  | { kind: 'suggestion'; id: string; path: string; text: string; corrected: boolean }
  | { kind: 'product'; id: string; path: string; product: ProductCard }
  | { kind: 'collection'; id: string; path: string; collection: Collection }
  | { kind: 'all'; id: string; path: string };

export function buildOptions(result: SearchResult | null, query: string): SearchOption[] {
  const options: SearchOption[] = [];
  const suggest = (text: string, i: number) =>
    options.push({
      kind: 'suggestion',
      id: `s-${i}`,
      path: searchPath(text),
      text,
      corrected: text === result?.did_you_mean,
    });
  if (result?.did_you_mean) suggest(result.did_you_mean, 0);
  for (const product of result?.items ?? []) {
    options.push({
      kind: 'product',
      id: `p-${product.id}`,
      path: `/product/${product.slug}`,
      product,
    });
  }
  for (const collection of result?.collections ?? []) {
    const id = `c-${collection.slug.replace(/[^a-z0-9-]/gi, '-')}`;
    options.push({ kind: 'collection', id, path: `/collection/${collection.slug}`, collection });
  }
  (result?.suggestions ?? [])
    .filter((t) => t !== result?.did_you_mean)
    .forEach((t, i) => suggest(t, i + 1));
  if (options.length > 0) options.push({ kind: 'all', id: 'all', path: searchPath(query) });
  return options;
}

/** Arrow keys wrap around; -1 means no option is active (Enter then opens the results page). */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
