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
 * Only the slots whose text has a word the query's rarest word matches are scored (the index's word
 * lists); two passes over the featured order then count the matches per score and place them, so
 * each score's matches come in featured order and no sort is needed.
 */
import { scratchBytes } from './scratch';
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
  /** A slot's score, or NONE when a word matches nowhere in its text. */
  const scoreOf = (slot: number): number => {
    const both = at[slot]!; // name and text; then text only, name only, marked
    const textOnly = both + nBoth[slot]!;
    const nameOnly = textOnly + nTextOnly[slot]!;
    const marked = nameOnly + nNameOnly[slot]!;
    const end = marked + nMarked[slot]!;
    let score = 0;
    for (let t = 0; t < count; t++) {
      const key = keys[t]!;
      let best = NONE;
      for (let j = both; j < textOnly; j++) {
        const k = key[codes[j]!]!;
        if (k < best) best = k;
      }
      if (best === NONE) {
        let j = textOnly;
        while (j < nameOnly && key[codes[j]!] === NONE) j++;
        if (j === nameOnly) return NONE;
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
    return score;
  };
  // Only the slots the rarest word can match: those of its words' lists, and those written since the
  // lists were built (search-index.ts `posted`).
  const { start, slots: listed } = index.wordSlots();
  const words = start.length - 1; // words added since the lists were built are in dirty slots only
  const listedFor = (key: Uint8Array) => {
    let n = 0;
    for (let w = 0; w < words; w++) if (key[w] !== NONE) n += start[w + 1]! - start[w]!;
    return n;
  };
  const rarest = keys.reduce((best, key) => (listedFor(key) < listedFor(best) ? key : best));
  const scores = scratchBytes('rank scores', at.length, NONE);
  const seen = scratchBytes('rank seen', at.length);
  const { dirty, dirtySlots } = index;
  for (let w = 0; w < words; w++) {
    if (rarest[w] === NONE) continue;
    for (let k = start[w]!; k < start[w + 1]!; k++) {
      const slot = listed[k]!;
      if (seen[slot] || dirty[slot]) continue;
      seen[slot] = 1;
      scores[slot] = scoreOf(slot);
    }
  }
  for (const slot of dirtySlots) scores[slot] = scoreOf(slot);
  // Counted per score, then placed: the best score's slots first, each score's in featured order.
  const counts = new Int32Array(NONE + 1);
  for (let i = 0; i < featured.length; i++) counts[scores[featured[i]!]!]!++;
  const next = new Int32Array(NONE);
  let placed = 0;
  for (let score = NONE - 1; score >= 0; score--) {
    next[score] = placed;
    placed += counts[score]!;
  }
  const out = new Int32Array(placed);
  for (let i = 0; i < featured.length; i++) {
    const slot = featured[i]!;
    const score = scores[slot]!;
    if (score !== NONE) out[next[score]!++] = slot;
  }
  return out;
}
