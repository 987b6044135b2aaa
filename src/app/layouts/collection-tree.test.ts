import { describe, expect, it } from 'vitest';
import type { CollectionTreeItem } from '../../../contract/types';
import { expandedFor, nestCollections } from './collection-tree';

const row = (slug: string, name: string, parent: string | null): CollectionTreeItem => ({
  slug,
  name,
  parent,
  description: '',
  image: null,
  breadcrumbs: [],
});

const flat = [
  row('women', 'Women', null),
  row('women/dresses', 'Dresses', 'women'),
  row('women/dresses/maxi', 'Maxi', 'women/dresses'),
  row('men', 'Men', null),
  row('orphan', 'Orphan', 'gone'),
];

describe('nestCollections', () => {
  it('nests children under their parent, keeping the API order', () => {
    const tree = nestCollections(flat);
    expect(tree.map((n) => n.id)).toEqual(['women', 'men', 'orphan']);
    expect(tree[0]!.children.map((n) => n.label)).toEqual(['Dresses']);
    expect(tree[0]!.children[0]!.children[0]).toMatchObject({
      id: 'women/dresses/maxi',
      href: '/collection/women/dresses/maxi',
    });
    expect(tree[1]!.children).toEqual([]);
  });
});

describe('expandedFor', () => {
  it('opens every ancestor group of the collection on screen', () => {
    expect(expandedFor('/collection/women/dresses/maxi', flat)).toEqual([
      'women/dresses/maxi',
      'women/dresses',
      'women',
    ]);
    expect(expandedFor('/product/x', flat)).toEqual([]);
    expect(expandedFor('/collection/unknown', flat)).toEqual([]);
  });
});
