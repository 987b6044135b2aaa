/**
 * Search over the normalized per-language columns: every query word must start a word of the text.
 * Published products only.
 */
import { and, asc, eq, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchTerms } from '../../../contract/search-text';
import type { Lang, SearchResult } from '../../../contract/types';
import type { Db } from '../client';
import { collections, products } from '../schema';
import { loadCards } from './cards';
import { allCollections, toCollection } from './collections';

/** Terms hold only letters and digits after normalization, so they need no LIKE escaping. */
function allWords(column: PgColumn, terms: string[]): SQL | undefined {
  return and(...terms.map((t) => like(column, `% ${t}%`)));
}

export async function search(
  db: Db,
  q: string,
  lang: Lang,
  limit: number,
  lowThreshold: number,
): Promise<SearchResult> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { items: [], collections: [] };
  const productCol: PgColumn = lang === 'en' ? products.searchEn : products.searchVi;
  const collectionCol: PgColumn = lang === 'en' ? collections.searchEn : collections.searchVi;
  const [ids, slugs, all] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'published'), allWords(productCol, terms)))
      .orderBy(asc(products.featuredRank), asc(products.id))
      .limit(limit),
    db
      .select({ slug: collections.slug })
      .from(collections)
      .where(allWords(collectionCol, terms))
      .orderBy(asc(collections.position))
      .limit(5),
    allCollections(db),
  ]);
  const wanted = new Set(slugs.map((s) => s.slug));
  return {
    items: await loadCards(
      db,
      ids.map((r) => r.id),
      lang,
      lowThreshold,
    ),
    collections: all.filter((c) => wanted.has(c.slug)).map((c) => toCollection(all, c, lang)),
  };
}
