/**
 * The search's words of every listed product, in memory beside the listing's columns and in the same
 * slots (listing-rows.ts), kept by the listing model's catch-up from `product_search` (migration 0018),
 * so a search ranks the whole catalog in a few milliseconds without a statement (docs/decisions/037).
 *
 * PostgreSQL still folds the words (search_fold: unaccent, the generated name_fold_* and name_marked_*
 * columns) and still finds the corrections of a typo (search-words.ts); this keeps, per language, each
 * distinct word once (a dictionary) and each product's words as codes into it, in one flat array:
 * the name's folded words that its search text has too, the rest of its search text (category,
 * collection), the name's words the search text lacks (none, when the writers keep them in step), and
 * the name's words with their marks. About 18 codes a product and language, and the word lists: 23 MB
 * at 100,000 products.
 */
import type { Lang } from '../../../contract/types';
import { Interned } from './interned';

/** The texts of one product as product_search keeps them (words between spaces). */
export interface SearchTexts {
  id: number;
  search_vi: string;
  search_en: string;
  name_fold_vi: string;
  name_fold_en: string;
  name_marked_vi: string;
  name_marked_en: string;
}

/** More words than this in one part of a product's texts are left out (a name is a few words). */
const MAX_WORDS = 255;

const wordsOf = (text: string) => [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_WORDS);

/** A language's words, each with a code (its place in `words`), as the listing interns its values. */
class Dictionary {
  private readonly interned = new Interned<string>();
  get words(): readonly string[] {
    return this.interned.values;
  }
  code(word: string): number {
    return this.interned.code(word, word);
  }
  /** Whether some word starts with `prefix` (a scan: a catalog has some thousands of words). */
  hasStart(prefix: string): boolean {
    return this.words.some((w) => w.startsWith(prefix));
  }
}

/** One language's words of every slot. */
export class LangWords {
  readonly fold = new Dictionary();
  readonly marked = new Dictionary();
  /**
   * Every slot's codes, one run a slot starting at `at[slot]`, in four parts whose lengths follow:
   * words of both the name and the search text, of the text only, of the name only; the marked name.
   * A product matches by its text's words (the first two parts) and scores by its name's (first, third).
   */
  codes = new Int32Array(1024);
  used = 0;
  /** Codes left behind by rewritten slots; the array is compacted when they are half of it. */
  private garbage = 0;
  at = new Int32Array(0);
  nBoth = new Uint8Array(0);
  nTextOnly = new Uint8Array(0);
  nNameOnly = new Uint8Array(0);
  nMarked = new Uint8Array(0);
  /**
   * Per word code, the slots whose search text has it, ascending (`slots` from `start[code]` to
   * `start[code + 1]`): a ranking visits only the slots one of its words can match, not the catalog.
   * Built after a full load; a slot written since is `dirty`, left out of these lists and visited
   * apart, until so many are that the lists are built again (at the next ranking).
   */
  private posted: { start: Int32Array; slots: Int32Array } | null = null;
  dirty = new Uint8Array(0);
  dirtySlots: number[] = [];

  private reserveSlots(n: number) {
    if (n <= this.at.length) return;
    const cap = Math.max(n, Math.ceil(this.at.length * 1.5), 1024);
    const grow = <A extends Int32Array | Uint8Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(cap);
      b.set(a);
      return b;
    };
    this.at = grow(this.at);
    this.nBoth = grow(this.nBoth);
    this.nTextOnly = grow(this.nTextOnly);
    this.nNameOnly = grow(this.nNameOnly);
    this.nMarked = grow(this.nMarked);
    this.dirty = grow(this.dirty);
  }

  private reserveCodes(n: number) {
    if (n <= this.codes.length) return;
    this.resize(Math.max(n, Math.ceil(this.codes.length * 1.25)));
  }

  private resize(length: number) {
    const b = new Int32Array(length);
    b.set(this.codes.subarray(0, this.used));
    this.codes = b;
  }

  /**
   * After a full load: gives back the room left (a quarter of the codes, grown into as they came), and
   * builds the word lists, so that the first search does not.
   */
  trim() {
    this.resize(this.used + 1024);
    this.wordSlots();
  }

  clear(slot: number) {
    if (slot >= this.at.length || this.runLength(slot) === 0) return;
    this.garbage += this.runLength(slot);
    this.nBoth[slot] = this.nTextOnly[slot] = this.nNameOnly[slot] = this.nMarked[slot] = 0;
    this.touch(slot);
  }

  private touch(slot: number) {
    if (!this.posted || this.dirty[slot]) return;
    this.dirty[slot] = 1;
    this.dirtySlots.push(slot);
    // Past this many, visiting them apart costs more than building the lists again (~10 ms).
    if (this.dirtySlots.length > Math.max(1024, this.at.length / 64)) this.posted = null;
  }

  /** The word lists (see `posted`), built again if too many slots were written since. */
  wordSlots(): { start: Int32Array; slots: Int32Array } {
    if (this.posted) return this.posted;
    const start = new Int32Array(this.fold.words.length + 1);
    const textEnd = (s: number) => this.at[s]! + this.nBoth[s]! + this.nTextOnly[s]!;
    for (let s = 0; s < this.at.length; s++)
      for (let j = this.at[s]!; j < textEnd(s); j++) start[this.codes[j]! + 1]!++;
    for (let w = 1; w < start.length; w++) start[w]! += start[w - 1]!;
    const next = start.slice(0, -1);
    const slots = new Int32Array(start[start.length - 1]!);
    for (let s = 0; s < this.at.length; s++)
      for (let j = this.at[s]!; j < textEnd(s); j++) slots[next[this.codes[j]!]!++] = s;
    this.dirty.fill(0);
    this.dirtySlots = [];
    return (this.posted = { start, slots });
  }

  runLength(slot: number): number {
    return this.nBoth[slot]! + this.nTextOnly[slot]! + this.nNameOnly[slot]! + this.nMarked[slot]!;
  }

  set(slot: number, text: string, nameFold: string, nameMarked: string) {
    this.reserveSlots(slot + 1);
    const name = wordsOf(nameFold);
    const words = wordsOf(text);
    const both = name.filter((w) => words.includes(w));
    const textOnly = words.filter((w) => !both.includes(w));
    const nameOnly = name.filter((w) => !both.includes(w));
    const marked = wordsOf(nameMarked);
    const run = [...both, ...textOnly, ...nameOnly]
      .map((w) => this.fold.code(w))
      .concat(marked.map((w) => this.marked.code(w)));
    if (this.sameRun(slot, run, both.length, textOnly.length)) return; // an order: same words
    this.clear(slot);
    if (this.garbage > this.used / 2 && this.garbage > 4096) this.compact();
    this.reserveCodes(this.used + run.length);
    this.codes.set(run, this.used);
    this.at[slot] = this.used;
    this.used += run.length;
    this.nBoth[slot] = both.length;
    this.nTextOnly[slot] = textOnly.length;
    this.nNameOnly[slot] = nameOnly.length;
    this.nMarked[slot] = marked.length;
    this.touch(slot);
  }

  private sameRun(slot: number, run: number[], both: number, textOnly: number): boolean {
    if (this.runLength(slot) !== run.length || this.nBoth[slot] !== both) return false;
    if (this.nTextOnly[slot] !== textOnly) return false;
    const from = this.at[slot]!;
    return run.every((code, i) => this.codes[from + i] === code);
  }

  /** Copies every slot's run to a new array, leaving the rewritten slots' old runs behind. */
  private compact() {
    const live = this.used - this.garbage;
    const codes = new Int32Array(Math.max(1024, Math.ceil(live * 1.25)));
    let used = 0;
    for (let s = 0; s < this.at.length; s++) {
      const n = this.runLength(s);
      if (n === 0) continue;
      codes.set(this.codes.subarray(this.at[s]!, this.at[s]! + n), used);
      this.at[s] = used;
      used += n;
    }
    this.codes = codes;
    this.used = used;
    this.garbage = 0;
  }

  /** The name lower-cased with its marks, words between spaces, as name_marked_* has it. */
  markedName(slot: number): string {
    const from = this.at[slot]! + this.runLength(slot) - this.nMarked[slot]!;
    const words = Array.from(
      this.codes.subarray(from, from + this.nMarked[slot]!),
      (c) => this.marked.words[c]!,
    );
    return ` ${words.join(' ')} `;
  }

  bytes(): number {
    const posted = this.posted ? this.posted.start.byteLength + this.posted.slots.byteLength : 0;
    return this.codes.byteLength + this.at.byteLength + this.at.length * 5 + posted;
  }
}

/** Both languages' words, in the listing's slots. */
export class SearchIndex {
  readonly vi = new LangWords();
  readonly en = new LangWords();

  of(lang: Lang): LangWords {
    return lang === 'en' ? this.en : this.vi;
  }

  /** Whether a slot has words (in either language): false for one never written. */
  hasWords(slot: number | undefined): boolean {
    if (slot === undefined || slot >= this.vi.at.length) return false;
    return this.vi.runLength(slot) + this.en.runLength(slot) > 0;
  }

  trim() {
    this.vi.trim();
    this.en.trim();
  }

  set(slot: number, t: SearchTexts) {
    this.vi.set(slot, t.search_vi, t.name_fold_vi, t.name_marked_vi);
    this.en.set(slot, t.search_en, t.name_fold_en, t.name_marked_en);
  }

  bytes(): number {
    return this.vi.bytes() + this.en.bytes();
  }
}
