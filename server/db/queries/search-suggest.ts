/**
 * What the live search offers besides products: "Did you mean …" when a word was corrected, and up to
 * MAX_SUGGESTIONS searches made from the best-ranked names. Made here from names the search already
 * ranked (search-index.ts markedName), so they cost no index of their own and always find something.
 */
import { normalizeSearchText } from '../../../contract/search-text';
import type { RankedTerm } from './search-rank';

export const MAX_SUGGESTIONS = 5;

const wordsOf = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** Where in the name's words each query word matched (as a word's start), or null if one did not. */
function positions(words: string[], terms: RankedTerm[]): number[] | null {
  const folded = words.map(normalizeSearchText);
  const at = terms.map((t) => folded.findIndex((w) => t.alternatives.some((a) => w.startsWith(a))));
  return at.every((i) => i >= 0) ? at : null;
}

/** The query spelt as the best name has its words (marks included) when a word was corrected; else null. */
export function didYouMean(terms: RankedTerm[], names: string[]): string | null {
  if (!terms.some((t) => t.corrected) || names.length === 0) return null;
  for (const name of names) {
    const words = wordsOf(name);
    const at = positions(words, terms);
    if (!at) continue;
    return at.map((i) => words[i]!).join(' ');
  }
  return null;
}

/**
 * Searches a shopper may mean: for each of the best names, its words from the first matched word to
 * the last one and one more (`dam` → "đầm lụa", "đầm quấn"), each once, the query itself left out.
 */
export function suggestionsFrom(terms: RankedTerm[], names: string[], query: string): string[] {
  const out: string[] = [];
  const typed = normalizeSearchText(query);
  for (const name of names) {
    const words = wordsOf(name);
    const at = positions(words, terms);
    if (!at) continue;
    const phrase = words.slice(Math.min(...at), Math.max(...at) + 2).join(' ');
    if (normalizeSearchText(phrase) !== typed && !out.includes(phrase)) out.push(phrase);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}
