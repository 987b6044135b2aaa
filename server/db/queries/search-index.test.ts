/**
 * The search's words in memory (search-index.ts) as products are written after its word lists were
 * built: a ranking over an index written over and over (slots rewritten, cleared, added, enough of
 * them to build the lists again) must answer what an index built at once from the final texts answers.
 */
import { describe, expect, it } from 'vitest';
import { LangWords } from './search-index';
import { rankSlots, type RankedTerm } from './search-rank';

const VOCABULARY = ['ao', 'aoda', 'dam', 'damask', 'lua', 'len', 'mu', 'so', 'mi', 'khan', 'tui'];

let state = 11;
const rnd = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

interface Texts {
  text: string;
  name: string;
  marked: string;
}

function randomTexts(): Texts {
  const name = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(VOCABULARY));
  const rest = Array.from({ length: Math.floor(rnd() * 3) }, () => pick(VOCABULARY));
  return {
    text: ` ${[...name, ...rest].join(' ')}`,
    name: ` ${name.join(' ')} `,
    marked: ` ${name.map((w) => (w === 'dam' && rnd() < 0.5 ? 'đầm' : w)).join(' ')} `,
  };
}

function built(texts: (Texts | null)[]): LangWords {
  const index = new LangWords();
  texts.forEach((t, slot) => t && index.set(slot, t.text, t.name, t.marked));
  index.trim();
  return index;
}

const QUERIES: RankedTerm[][] = [
  [{ term: 'dam', alternatives: ['dam'], corrected: false, marked: 'đầm' }],
  [{ term: 'ao', alternatives: ['ao'], corrected: false, marked: null }],
  [
    { term: 'ao', alternatives: ['ao'], corrected: false, marked: null },
    { term: 'lu', alternatives: ['lu'], corrected: false, marked: null },
  ],
  [{ term: 'lenn', alternatives: ['len', 'lua'], corrected: true, marked: null }],
];

describe('the word lists, as products are written', () => {
  it('rank as an index built from the final texts does, through rewrites and a rebuild', () => {
    const size = 3000;
    const texts: (Texts | null)[] = Array.from({ length: size }, randomTexts);
    const index = built(texts);
    const featured = Int32Array.from(texts.keys());
    const check = () => {
      const fresh = built(texts);
      for (const terms of QUERIES)
        expect(rankSlots(index, featured, terms)).toEqual(rankSlots(fresh, featured, terms));
    };
    // A few writes: visited apart as dirty slots.
    for (let i = 0; i < 40; i++) {
      const slot = Math.floor(rnd() * size);
      texts[slot] = rnd() < 0.2 ? null : randomTexts();
      const t = texts[slot];
      if (t) index.set(slot, t.text, t.name, t.marked);
      else index.clear(slot);
    }
    expect(index.dirtySlots.length).toBeGreaterThan(0);
    check();
    // Enough writes that the lists are built again at the next ranking.
    for (let slot = 0; slot < 1200; slot++) {
      const t = randomTexts();
      texts[slot] = t;
      index.set(slot, t.text, t.name, t.marked);
    }
    check();
    expect(index.dirtySlots.length).toBe(0);
  });

  it('leaves a slot whose words did not change as it was (an order changes stock, not names)', () => {
    const t = { text: ' dam lua dresses', name: ' dam lua ', marked: ' đầm lụa ' };
    const index = built([t, randomTexts()]);
    index.set(0, t.text, t.name, t.marked);
    expect(index.dirtySlots).toEqual([]);
    expect(index.markedName(0)).toBe(' đầm lụa ');
    index.set(0, t.text, t.name, ' đầm lụa hai ');
    expect(index.dirtySlots).toEqual([0]);
  });
});
