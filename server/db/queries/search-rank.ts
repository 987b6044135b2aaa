/**
 * The search's ranking: the ids of the published products that match every query word (as the start
 * of a word of their search text: name, category and collection's name, any of the word's
 * alternatives, search-words.ts), best first, at most MAX_RANKED of them.
 *
 * Each word scores by where and how it matched, the scores add up, and the featured rank breaks ties:
 *   - in the name as a whole word 8, as a word's start 6; elsewhere in the search text (the category or
 *     collection's name) 0: name above the rest, whole words above prefixes;
 *   - a corrected word (a typo) 2 less than the word as typed would score;
 *   - +1 when the name has the word with the marks as typed: `đầm` ranks Đầm above Dam.
 * The words of the name are kept folded and marked by PostgreSQL (generated columns name_fold_* and
 * name_marked_*, each word between spaces). Everything is read from product_search, the search's narrow
 * copy of products kept by triggers (migration 0018), through its trigram GIN index of search_vi/en.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../contract/types';
import type { Db } from '../client';
import type { TermWords } from './search-words';

/**
 * The most products a search ranks. The listing then filters, counts and pages these ids like a
 * collection (listing.ts `productIds`), so its cost grows with them: past a thousand, a query is too
 * vague to page through (a shopper refines it), and `ao` (every top) stays as fast as `đầm lụa`.
 */
export const MAX_RANKED = 1000;

export interface RankedTerm extends TermWords {
  /** The word as typed, lower case with its marks (for the +1), or null when it could not be aligned. */
  marked: string | null;
}

// Terms and their alternatives hold only letters and digits (contract/search-text.ts): no LIKE escapes.
// The match is LIKE, which the trigram index answers; the scores are strpos over texts whose words sit
// between spaces, four times cheaper per row than LIKE (`áo sơ mi`: 136 → 36 ms at 100,000 products).
const startsWord = (column: SQL, word: string) => sql`${column} like ${`% ${word}%`}`;
const hasStart = (column: SQL, word: string) => sql`strpos(${column}, ${` ${word}`}) > 0`;
const hasWord = (column: SQL, word: string) => sql`strpos(${column}, ${` ${word} `}) > 0`;

function columns(lang: Lang) {
  return lang === 'en'
    ? {
        text: sql.raw('search_en'),
        fold: sql.raw('name_fold_en'),
        marked: sql.raw('name_marked_en'),
      }
    : {
        text: sql.raw('search_vi'),
        fold: sql.raw('name_fold_vi'),
        marked: sql.raw('name_marked_vi'),
      };
}

function termScore(t: RankedTerm, c: ReturnType<typeof columns>): SQL {
  const penalty = t.corrected ? 2 : 0;
  const cases = t.alternatives.flatMap((a) => [
    sql`when ${hasWord(c.fold, a)} then ${sql.raw(String(8 - penalty))}`,
    sql`when ${hasStart(c.fold, a)} then ${sql.raw(String(6 - penalty))}`,
  ]);
  const accents =
    t.marked && !t.corrected
      ? sql` + case when ${hasStart(c.marked, t.marked)} then 1 else 0 end`
      : sql``;
  return sql`(case ${sql.join(cases, sql` `)} else 0 end${accents})`;
}

/** The matching ids, best first; empty when a word has nothing it could stand for. */
export async function rankedIds(db: Db, terms: RankedTerm[], lang: Lang): Promise<number[]> {
  if (terms.length === 0 || terms.some((t) => t.alternatives.length === 0)) return [];
  const c = columns(lang);
  const matches = terms.map(
    (t) =>
      sql`(${sql.join(
        t.alternatives.map((a) => startsWord(c.text, a)),
        sql` or `,
      )})`,
  );
  const score = sql.join(
    terms.map((t) => termScore(t, c)),
    sql` + `,
  );
  const { rows } = (await db.execute(sql`
    select id from product_search
    where published and ${sql.join(matches, sql` and `)}
    order by ${score} desc, featured_rank asc, id asc
    limit ${MAX_RANKED}
  `)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => r.id);
}

/** The names (lower case, marks kept, each word between spaces) of some ranked products, in their order. */
export async function markedNames(db: Db, ids: number[], lang: Lang): Promise<string[]> {
  if (ids.length === 0) return [];
  const c = columns(lang);
  const { rows } = (await db.execute(sql`
    select ${c.marked} as name from product_search
    where id = any(${sql.param(ids)}::int[])
    order by array_position(${sql.param(ids)}::int[], id)
  `)) as unknown as { rows: { name: string }[] };
  return rows.map((r) => r.name);
}
