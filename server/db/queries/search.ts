/**
 * Search (docs/decisions/033, 037): the query's words, each standing for itself or, misspelt, for the
 * known words one edit away (search-words.ts); every listed product matching them all, ranked in memory
 * from the words the listing's model keeps (search-rank.ts, search-index.ts); then that ranking handed
 * to the collection listing as its scope (listing.ts `listRows`, same rows), so a search filters,
 * counts its facets, sorts and pages exactly as a collection does, its own order being the 'relevance'
 * sort. Collections match the same words.
 */
import { sql } from 'drizzle-orm';
import { normalizeSearchText, searchTerms } from '../../../contract/search-text';
import type { Lang, SearchResult, SearchSort } from '../../../contract/types';
import type { Db } from '../client';
import { allCollections, toCollection } from './collections';
import { listRows, type ListingFilters } from './listing';
import { listingModel } from './listing-model';
import { rankSlots, type RankedTerm } from './search-rank';
import { didYouMean, suggestionsFrom } from './search-suggest';
import { termWords } from './search-words';

/** More words than this in a query are left out: no name has that many to match. */
const MAX_TERMS = 8;
/** How many of the best names the suggestions are made from. */
const SUGGEST_FROM = 20;

export interface SearchInput {
  q: string;
  lang: Lang;
  filters: ListingFilters;
  sort: SearchSort;
  page: number;
  perPage: number;
  lowThreshold: number;
}

/** The query's words lower-cased with their marks kept, aligned with its folded terms (else null). */
function markedTerms(q: string, count: number): (string | null)[] {
  const words = q
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const aligned = words.length >= count && words.every((w) => normalizeSearchText(w) !== '');
  return Array.from({ length: count }, (_, i) => (aligned ? (words[i] ?? null) : null));
}

const EMPTY_FACETS = { colors: [], sizes: [], categories: [], price: { min: 0, max: 0 } };

async function matchingCollections(db: Db, terms: RankedTerm[], lang: Lang) {
  const column = sql.raw(lang === 'en' ? 'search_en' : 'search_vi');
  const conditions = terms.map(
    (t) =>
      sql`(${sql.join(
        t.alternatives.map((a) => sql`${column} like ${`% ${a}%`}`),
        sql` or `,
      )})`,
  );
  const [{ rows }, all] = await Promise.all([
    db.execute(sql`select slug from collections where ${sql.join(conditions, sql` and `)}
      order by position limit 5`) as unknown as Promise<{ rows: { slug: string }[] }>,
    allCollections(db),
  ]);
  const wanted = new Set(rows.map((r) => r.slug));
  return all.filter((c) => wanted.has(c.slug)).map((c) => toCollection(all, c, lang));
}

export async function search(db: Db, input: SearchInput): Promise<SearchResult> {
  const { lang, page, perPage } = input;
  const empty: SearchResult = {
    items: [],
    page,
    per_page: perPage,
    total: 0,
    collections: [],
    facets: EMPTY_FACETS,
    did_you_mean: null,
    suggestions: [],
  };
  const folded = searchTerms(input.q).slice(0, MAX_TERMS);
  if (folded.length === 0) return empty;
  const rows = await listingModel(db).current();
  const words = rows.search.of(lang);
  const marked = markedTerms(input.q, folded.length);
  const terms: RankedTerm[] = (
    await termWords(db, folded, lang, (term) => words.fold.hasStart(term))
  ).map((t, i) => ({ ...t, marked: marked[i] ?? null }));
  if (terms.some((t) => t.alternatives.length === 0)) return empty;
  const slots = rankSlots(words, rows.orders.featured, terms);
  const names = Array.from(slots.subarray(0, SUGGEST_FROM), (slot) => words.markedName(slot));
  const [listing, collections] = await Promise.all([
    slots.length === 0
      ? null
      : listRows(db, rows, {
          collectionIds: null,
          slots,
          filters: input.filters,
          sort: input.sort,
          page,
          perPage,
          lang,
          lowThreshold: input.lowThreshold,
        }),
    matchingCollections(db, terms, lang),
  ]);
  return {
    ...empty,
    items: listing?.items ?? [],
    total: listing?.total ?? 0,
    facets: listing?.facets ?? EMPTY_FACETS,
    collections,
    did_you_mean: didYouMean(terms, names),
    suggestions: suggestionsFrom(terms, names, input.q),
  };
}
