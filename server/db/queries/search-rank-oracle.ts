/**
 * The search's ranking as one SQL statement over product_search's trigram index (migration 0018): what
 * the search ran until its words were kept in memory (search-rank.ts, docs/decisions/037), kept as the
 * tests' oracle, as listing-oracle.ts is the listing's. Same rules: every query word matches the start of
 * a word of the search text; 8 whole in the name, 6 a start in the name, 0 elsewhere, 2 less for a
 * correction, +1 for the marks as typed; the featured rank, then the id, break ties.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../contract/types';
import type { Db } from '../client';
import type { RankedTerm } from './search-rank';

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

/** Every matching id, best first; empty when a word has nothing it could stand for. */
export async function rankedIdsSql(db: Db, terms: RankedTerm[], lang: Lang): Promise<number[]> {
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
  `)) as unknown as { rows: { id: number }[] };
  return rows.map((r) => r.id);
}

/** The names (lower case, marks kept, each word between spaces) of some ranked products, in their order. */
export async function markedNamesSql(db: Db, ids: number[], lang: Lang): Promise<string[]> {
  if (ids.length === 0) return [];
  const c = columns(lang);
  const { rows } = (await db.execute(sql`
    select ${c.marked} as name from product_search
    where id = any(${sql.param(ids)}::int[])
    order by array_position(${sql.param(ids)}::int[], id)
  `)) as unknown as { rows: { name: string }[] };
  return rows.map((r) => r.name);
}
