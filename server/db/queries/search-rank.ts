/**
 * The search's ranking, over the words the process keeps of every listed product (search-index.ts):
 * the slots of the products that match every query word (any of its alternatives, search-words.ts, as
 * the start of a word of the search text: name, category and collection's name), best first. All of
 * them: the search page's total and facets are exact, as a collection's are.
 *
 * Each word scores by where and how it matched, the scores add up, and the featured rank breaks ties
 * (then the id), exactly as the SQL statement it replaced (search-rank-oracle.ts, the tests' oracle):
 *   - in the name as a whole word 8, as a word's start 6; elsewhere in the search text 0: name above
 *     the rest, whole words above prefixes; of several alternatives, the first found in the name counts;
 *   - a corrected word (a typo) 2 less than the word as typed would score;
 *   - +1 when the name has the word with the marks as typed: `đầm` ranks Đầm above Dam.
 * One pass over the featured order drops each match into its score's bucket, so each bucket is already
 * in featured order and no sort is needed.
 */
import type { TermWords } from './search-words';
import type { LangWords } from './search-index';

export interface RankedTerm extends TermWords {
  /** The word as typed, lower case with its marks (for the +1), or null when it could not be aligned. */
  marked: string | null;
}

const NONE = 255;

/**
 * Per dictionary word, how it matches the term: NONE, or 2 × the first alternative it starts plus 0 if
 * it is that whole word, 1 if longer (the SQL's CASE order: whole before start, alternative by
 * alternative); the lowest of a name's words decides.
 */
function matchKeys(words: readonly string[], alternatives: string[]): Uint8Array {
  const keys = new Uint8Array(words.length).fill(NONE);
  words.forEach((w, code) => {
    const i = alternatives.findIndex((a) => w.startsWith(a));
    if (i >= 0) keys[code] = 2 * i + (w.length === alternatives[i]!.length ? 0 : 1);
  });
  return keys;
}

function markedKeys(words: readonly string[], marked: string): Uint8Array {
  return Uint8Array.from(words, (w) => (w.startsWith(marked) ? 1 : 0));
}

/** The matching slots, best first, from the live slots in featured order. */
export function rankSlots(index: LangWords, featured: Int32Array, terms: RankedTerm[]): Int32Array {
  if (terms.length === 0 || terms.some((t) => t.alternatives.length === 0))
    return new Int32Array(0);
  const keys = terms.map((t) => matchKeys(index.fold.words, t.alternatives));
  const marks: (Uint8Array | null)[] = terms.map((t) =>
    t.marked && !t.corrected ? markedKeys(index.marked.words, t.marked) : null,
  );
  const penalty = terms.map((t) => (t.corrected ? 2 : 0));
  const { codes, at, nBoth, nTextOnly, nNameOnly, nMarked } = index;
  const count = terms.length;
  // Scored in slot order, the order their words sit in memory (the featured order would read them at
  // random: 20 ms instead of a few at 100,000 products); then bucketed in featured order.
  const scores = new Uint8Array(at.length).fill(NONE);
  for (let slot = 0; slot < at.length; slot++) {
    const both = at[slot]!; // name and text; then text only, name only, marked
    const textOnly = both + nBoth[slot]!;
    const nameOnly = textOnly + nTextOnly[slot]!;
    const marked = nameOnly + nNameOnly[slot]!;
    const end = marked + nMarked[slot]!;
    let score = 0;
    let t = 0;
    for (; t < count; t++) {
      const key = keys[t]!;
      let best = NONE;
      for (let j = both; j < textOnly; j++) {
        const k = key[codes[j]!]!;
        if (k < best) best = k;
      }
      if (best === NONE) {
        let j = textOnly;
        while (j < nameOnly && key[codes[j]!] === NONE) j++;
        if (j === nameOnly) break; // this word matches nowhere: not a match
      }
      for (let j = nameOnly; j < marked; j++) {
        const k = key[codes[j]!]!;
        if (k < best) best = k;
      }
      if (best !== NONE) score += (best & 1 ? 6 : 8) - penalty[t]!;
      const mark = marks[t]!;
      if (mark !== null) {
        let j = marked;
        while (j < end && mark[codes[j]!] === 0) j++;
        if (j < end) score += 1;
      }
    }
    if (t === count) scores[slot] = score;
  }
  const buckets: number[][] = [];
  for (let i = 0; i < featured.length; i++) {
    const slot = featured[i]!;
    const score = scores[slot]!;
    if (score !== NONE) (buckets[score] ??= []).push(slot);
  }
  const out = new Int32Array(buckets.reduce((n, b) => n + (b ? b.length : 0), 0));
  let k = 0;
  for (let score = buckets.length - 1; score >= 0; score--) {
    const b = buckets[score];
    if (b) for (const slot of b) out[k++] = slot;
  }
  return out;
}
