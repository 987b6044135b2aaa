import { describe, expect, it } from 'vitest';
import type { CartLineRow } from '../../lib/db/schema';
import { mergeCartCopies, serverLinesOf } from './account-sync-merge';

const l = (variantId: string, quantity: number) => ({ variantId, quantity });
const stock = (table: Record<string, number>) => (id: string) => table[id];

describe('mergeCartCopies: the first sync of a session (no base) is the login merge', () => {
  it('adds the quantities of the same variant, capped at stock, and lists the cut', () => {
    const out = mergeCartCopies(
      [l('a', 2), l('b', 1)],
      [l('a', 3), l('c', 4)],
      null,
      stock({ a: 4, b: 9, c: 9 }),
    );
    expect(out.lines).toEqual([l('a', 4), l('b', 1), l('c', 4)]);
    expect(out.conflicts).toEqual([{ variantId: 'a', wanted: 5, kept: 4 }]);
  });

  it('an empty device takes the server copy as it is', () => {
    const out = mergeCartCopies([], [l('a', 2), l('b', 1)], null, stock({ a: 9, b: 9 }));
    expect(out.lines).toEqual([l('a', 2), l('b', 1)]);
  });

  it('never cuts what the device already holds below its quantity (the re-check shows lost stock)', () => {
    const out = mergeCartCopies([l('a', 3)], [l('b', 2)], null, stock({ a: 0, b: 0 }));
    expect(out.lines).toEqual([l('a', 3)]);
  });
});

describe('mergeCartCopies against the base the server last confirmed', () => {
  it('does not add a mirrored cart to itself on reload', () => {
    const same = [l('a', 2), l('b', 1)];
    expect(mergeCartCopies(same, same, same, stock({ a: 9, b: 9 })).lines).toEqual(same);
  });

  it('takes a change made on another device', () => {
    const base = [l('a', 2), l('b', 1)];
    const out = mergeCartCopies(base, [l('a', 5), l('c', 1)], base, stock({ a: 9, b: 9, c: 9 }));
    expect(out.lines).toEqual([l('a', 5), l('c', 1)]);
  });

  it('keeps a change made here while offline, removals included', () => {
    const base = [l('a', 2), l('b', 1)];
    const out = mergeCartCopies([l('a', 3)], base, base, stock({ a: 9, b: 9 }));
    expect(out.lines).toEqual([l('a', 3)]);
  });

  it('counts both changes when both sides changed the same line, capped at stock', () => {
    const base = [l('a', 2)];
    expect(mergeCartCopies([l('a', 3)], [l('a', 4)], base, stock({ a: 9 })).lines).toEqual([
      l('a', 5),
    ]);
    const capped = mergeCartCopies([l('a', 3)], [l('a', 9)], base, stock({ a: 6 }));
    expect(capped.lines).toEqual([l('a', 6)]);
    expect(capped.conflicts).toEqual([{ variantId: 'a', wanted: 10, kept: 6 }]);
  });
});

describe('serverLinesOf', () => {
  const row = (variantId: string, quantity: number, gone = false) =>
    ({ variantId, quantity, check: gone ? { gone: true } : null }) as unknown as CartLineRow;

  it('sends variant ids and quantities, leaving out lines the server said are gone', () => {
    expect(serverLinesOf([row('1', 2), row('2', 1, true), row('3', 99)])).toEqual([
      { variant_id: '1', quantity: 2 },
      { variant_id: '3', quantity: 99 },
    ]);
  });

  it('sends at most the 100 lines the server keeps', () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(String(i + 1), 1));
    expect(serverLinesOf(rows)).toHaveLength(100);
  });
});
