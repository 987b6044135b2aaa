/**
 * The collections as a tree, from the API's flat list: parents before their children, siblings by
 * position then path (the storefront's order), each with its depth for the indentation. Built here
 * from the parent links rather than trusted from the answer's order, so a moved collection shows in
 * its new place at once. Also: where a collection may go (never under itself or its children, which
 * the API refuses with parent_cycle) and the sibling order after a move up or down.
 */
import type { AdminCollection } from '../../../contract/admin/catalog-types';

export interface TreeRow {
  collection: AdminCollection;
  /** 0 at the top. */
  depth: number;
  /** Its place among its siblings, and how many they are (itself included). */
  index: number;
  siblings: number;
}

const bySiblingOrder = (a: AdminCollection, b: AdminCollection) =>
  a.position - b.position || a.slug.localeCompare(b.slug);

/** The collection's parent as the tree places it: one whose parent is missing sits at the top. */
function parentKey(c: AdminCollection, slugs: ReadonlySet<string>): string | null {
  return c.parent !== null && slugs.has(c.parent) ? c.parent : null;
}

function childrenByParent(list: readonly AdminCollection[]) {
  const slugs = new Set(list.map((c) => c.slug));
  const children = new Map<string | null, AdminCollection[]>();
  for (const c of list) {
    const key = parentKey(c, slugs);
    children.set(key, [...(children.get(key) ?? []), c]);
  }
  for (const group of children.values()) group.sort(bySiblingOrder);
  return children;
}

export function treeRows(list: readonly AdminCollection[]): TreeRow[] {
  const children = childrenByParent(list);
  const out: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    const group = children.get(parent) ?? [];
    group.forEach((collection, index) => {
      out.push({ collection, depth, index, siblings: group.length });
      walk(collection.slug, depth + 1);
    });
  };
  walk(null, 0);
  return out;
}

/** The collections `slug` may be put under: any but itself and those below it. */
export function parentChoices(list: readonly AdminCollection[], slug: string | null): TreeRow[] {
  return treeRows(list).filter(
    ({ collection: c }) => slug === null || (c.slug !== slug && !c.slug.startsWith(`${slug}/`)),
  );
}

/** The position a collection takes when it joins `parent`'s children: after the last of them. */
export function lastPosition(list: readonly AdminCollection[], parent: string | null): number {
  const slugs = new Set(list.map((c) => c.slug));
  const positions = list.filter((c) => parentKey(c, slugs) === parent).map((c) => c.position);
  return positions.length ? Math.max(...positions) + 1 : 0;
}

/**
 * The siblings' positions after moving `id` one place up (-1) or down (+1): 0, 1, 2… in the new order,
 * so equal positions (the demo's, or a list never ordered) still move. Only those whose position
 * changes are returned; none when it cannot move that way.
 */
export function moveAmongSiblings(
  list: readonly AdminCollection[],
  id: string,
  step: -1 | 1,
): { collection: AdminCollection; position: number }[] {
  const children = childrenByParent(list);
  const group = [...children.values()].find((g) => g.some((c) => c.id === id));
  if (!group) return [];
  const from = group.findIndex((c) => c.id === id);
  const to = from + step;
  if (to < 0 || to >= group.length) return [];
  const order = [...group];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order
    .map((collection, position) => ({ collection, position }))
    .filter(({ collection, position }) => collection.position !== position);
}
