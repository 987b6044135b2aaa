/**
 * The search's in-memory ranking (search-rank.ts over search-index.ts) against the SQL statement it
 * replaced, kept as the oracle (search-rank-oracle.ts): on 700 products, many random queries made of
 * the catalog's own words (whole, cut to a word's start, with and without marks, one to three words,
 * corrected terms with several alternatives) must rank the same ids in the same order, and the best
 * names must read the same; again after writes made straight in SQL on the pool, as another replica
 * would (nothing tells the model but the catalog's version): a rename, a collection's search texts
 * rewritten, a product archived and one added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../../contract/search-text';
import type { Lang } from '../../../contract/types';
import { testDb } from '../../test/test-app';
import type { DbHandle } from '../client';
import { largeShop } from '../demo/large-shop';
import { demoShop } from '../demo/shop';
import { listingModel } from './listing-model';
import { rankSlots, type RankedTerm } from './search-rank';
import { markedNamesSql, rankedIdsSql } from './search-rank-oracle';

let h: DbHandle;
beforeAll(async () => {
  h = await testDb(largeShop(demoShop, 700));
}, 120_000);
afterAll(() => h.close());

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await h.pool.query(text, values)).rows as T[];

let state = Number(process.env.SEARCH_SEED ?? 37);
const rnd = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

/** A query word from a name's marked words: whole or cut, marks kept or folded. */
async function randomTerms(lang: Lang): Promise<RankedTerm[]> {
  const all = await q<{ name: string }>(
    `select name_marked_${lang} as name from product_search order by id`,
  );
  const names = [pick(all), pick(all), pick(all)];
  const count = 1 + Math.floor(rnd() * 3);
  return Array.from({ length: count }, (_, i) => {
    const words = names[i % names.length]!.name.trim().split(' ');
    let word = pick(words);
    if (rnd() < 0.4) word = word.slice(0, Math.max(1, Math.ceil(word.length * rnd())));
    const term = normalizeSearchText(word);
    const marked = rnd() < 0.6 ? word : rnd() < 0.5 ? term : null;
    if (rnd() < 0.15) {
      // As a corrected word would come: several alternatives, the first found counting.
      const others = names.map((n) => normalizeSearchText(pick(n.name.trim().split(' '))));
      return { term, alternatives: [...new Set([...others, term])], corrected: true, marked };
    }
    return { term, alternatives: [term], corrected: false, marked };
  });
}

async function same(lang: Lang, terms: RankedTerm[]) {
  const rows = await listingModel(h.db).current();
  const words = rows.search.of(lang);
  const slots = rankSlots(words, rows.orders.featured, terms);
  const label = JSON.stringify(terms);
  const want = await rankedIdsSql(h.db, terms, lang);
  expect(
    Array.from(slots, (s) => rows.id[s]!),
    label,
  ).toEqual(want);
  const best = want.slice(0, 5);
  expect(
    Array.from(slots.subarray(0, 5), (s) => words.markedName(s)),
    label,
  ).toEqual(await markedNamesSql(h.db, best, lang));
}

async function sameForMany(n: number) {
  for (let i = 0; i < n; i++) {
    const lang = pick(['vi', 'en'] as const);
    await same(lang, await randomTerms(lang));
  }
}

describe('the in-memory ranking answers what the SQL statement answers', () => {
  it('on the seeded shop, for many random queries in both languages', async () => {
    await sameForMany(200);
    expect(listingModel(h.db).rows?.search.vi.fold.words.length).toBeGreaterThan(20);
  }, 120_000);

  it('after a rename, a collection renamed, an archive and a new product', async () => {
    const [one] = await q<{ id: number }>('select id from products order by id desc limit 1');
    await q(
      "update products set name_vi = 'Khăn thổ cẩm', search_vi = ' khan tho cam', name_en = 'Brocade scarf' where id = $1",
      [one!.id],
    );
    await same('vi', [{ term: 'tho', alternatives: ['tho'], corrected: false, marked: 'thổ' }]);
    // Its English name is new, its English search text is not: matched by the text, scored by the name.
    const brocade = { term: 'brocade', alternatives: ['brocade'], corrected: false, marked: null };
    await same('en', [brocade]);
    await sameForMany(20);
    await q(
      "update products set search_en = search_en || ' brocade' where collection_id = (select collection_id from products where id = $1)",
      [one!.id],
    );
    await same('en', [brocade]);
    expect((await rankedIdsSql(h.db, [brocade], 'en')).length).toBeGreaterThan(1);
    const tho: RankedTerm = { term: 'tho', alternatives: ['tho'], corrected: false, marked: 'thổ' };
    await q("update products set status = 'archived' where id = $1", [one!.id]);
    await same('vi', [tho]);
    // Back in the listing with its words unchanged (none read again): found again.
    await q("update products set status = 'published' where id = $1", [one!.id]);
    await same('vi', [tho]);
    expect(await rankedIdsSql(h.db, [tho], 'vi')).toContain(one!.id);
    await q("update products set status = 'archived' where id = $1", [one!.id]);
    await same('vi', [tho]);
    await q(
      `insert into products (slug, collection_id, category, name_vi, name_en, description_vi, description_en,
         price, featured_rank, sales_count, search_vi, search_en)
       select slug || '-copy', collection_id, category, 'Đầm thổ cẩm', name_en, description_vi,
         description_en, price, 0, sales_count, ' dam tho cam', search_en from products where id = $1`,
      [one!.id],
    );
    await same('vi', [{ term: 'tho', alternatives: ['tho'], corrected: false, marked: 'thổ' }]);
    await sameForMany(20);
    expect(listingModel(h.db).last?.kind).toBe('changes');
  }, 60_000);
});
