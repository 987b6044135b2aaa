/**
 * The collections tree built from the API's flat list: parents before their children, siblings by
 * position then path, each at its depth; a collection cannot be offered as its own parent or as a
 * child's; a new child goes last; a move up or down renumbers the siblings so ties still move.
 */
import { describe, expect, it } from 'vitest';
import { collection, TREE } from './test-collections';
import { lastPosition, moveAmongSiblings, parentChoices, treeRows } from './tree';

const shape = (rows: ReturnType<typeof treeRows>) =>
  rows.map((r) => `${'  '.repeat(r.depth)}${r.collection.slug} ${r.index + 1}/${r.siblings}`);

describe('collections tree', () => {
  it('puts parents first and children under them in their position order, each at its depth', () => {
    expect(shape(treeRows(TREE))).toEqual([
      'men 1/3',
      'sale 2/3',
      'women 3/3',
      '  women/tops 1/2',
      '  women/dresses 2/2',
      '    women/dresses/maxi 1/1',
    ]);
  });

  it('lists a collection whose parent is missing at the top rather than losing it', () => {
    const rows = treeRows([collection('9', 'gone/kids', 0), collection('2', 'men', 1)]);
    expect(shape(rows)).toEqual(['gone/kids 1/2', 'men 2/2']);
  });

  it('never offers a collection or one below it as its parent', () => {
    const slugs = parentChoices(TREE, 'women/dresses').map((r) => r.collection.slug);
    expect(slugs).toEqual(['men', 'sale', 'women', 'women/tops']);
    expect(parentChoices(TREE, null)).toHaveLength(TREE.length);
  });

  it('puts a new child after its last sibling', () => {
    expect(lastPosition(TREE, 'women')).toBe(2);
    expect(lastPosition(TREE, 'women/tops')).toBe(0);
    expect(lastPosition(TREE, null)).toBe(2);
  });

  it('moves a collection among its siblings only, renumbering them so ties move too', () => {
    const moved = (id: string, step: -1 | 1) =>
      moveAmongSiblings(TREE, id, step).map((m) => `${m.collection.slug}=${m.position}`);
    // men 0, sale 1, women 1 (a tie broken by path): women goes up by sale going down, to 2.
    expect(moved('1', -1)).toEqual(['sale=2']);
    expect(moved('3', -1)).toEqual(['women/dresses=0', 'women/tops=1']);
    expect(moved('2', -1)).toEqual([]);
    expect(moved('5', 1)).toEqual([]);
  });
});
