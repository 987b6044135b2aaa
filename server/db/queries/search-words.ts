/**
 * Typo tolerance: what each query word may stand for. A word that starts some known word of the
 * catalog (search_words, kept by a trigger on products, migration 0018) stands for itself; one that
 * starts none, of TYPO_MIN_LENGTH letters or more, stands for the known words one edit away (a letter
 * added, dropped, changed, or two swapped), found among its nearest words by trigram distance (a GiST
 * index, so a few milliseconds whatever the catalog's size). The edit distance is checked here, since
 * trigram similarity alone lets `drass` (one letter off `dress`) score 0.33 and far-off words score more.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/types';
import type { Db } from '../client';

/** "One typo in a word of five letters or more" (issue 40); four lets `vayy` still find `vay`. */
export const TYPO_MIN_LENGTH = 4;
/** How many nearest words are checked for one edit, and how many corrections a word may keep. */
const NEAREST = 12;
const MAX_CORRECTIONS = 3;

export interface TermWords {
  /** The folded query word. */
  term: string;
  /** What it matches as a word start: [term] when known, else its corrections (maybe none). */
  alternatives: string[];
  corrected: boolean;
}

/** Optimal string alignment distance (Levenshtein plus a swap of two neighbours), stopping past 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]! <= 1;
}

interface WordRow {
  known: boolean;
  near: string[] | null;
}

/**
 * Each query word's alternatives. `known` answers from the words the process already keeps
 * (search-index.ts) without a statement; only the others ask search_words, whose trigram index finds
 * a typo's nearest words.
 */
export async function termWords(
  db: Db,
  terms: string[],
  lang: Lang,
  known: (term: string) => boolean = () => false,
): Promise<TermWords[]> {
  const unknown = terms.filter((t) => !known(t));
  const looked = new Map<string, TermWords>();
  if (unknown.length > 0) {
    // `lang` is 'vi' or 'en' (validated): written out, so the partial GiST index of that language applies.
    const l = sql.raw(`'${lang === 'en' ? 'en' : 'vi'}'`);
    const selects = unknown.map(
      (term, i) => sql`select ${i}::int as i,
        exists(select 1 from search_words where lang = ${l} and word like ${`${term}%`}) as known,
        ${
          term.length >= TYPO_MIN_LENGTH
            ? sql`array(select word from search_words where lang = ${l}
                order by word <-> ${term} limit ${NEAREST})`
            : sql`null::text[]`
        } as near`,
    );
    const { rows } = (await db.execute(
      sql`select known, near from (${sql.join(selects, sql` union all `)}) t order by i`,
    )) as unknown as { rows: WordRow[] };
    unknown.forEach((term, i) => {
      const row = rows[i]!;
      const fixes = (row.near ?? [])
        .filter((w) => withinOneEdit(term, w))
        .slice(0, MAX_CORRECTIONS);
      looked.set(
        term,
        row.known
          ? { term, alternatives: [term], corrected: false }
          : { term, alternatives: fixes, corrected: true },
      );
    });
  }
  return terms.map((term) => looked.get(term) ?? { term, alternatives: [term], corrected: false });
}
