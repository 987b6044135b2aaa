/** The collections API answers the tree flat, each row naming its parent: nest it for the side menu. */
import type { CollectionTreeItem } from '../../../contract/types';
import type { MenuNode } from '../../ui/menu-tree';

export function nestCollections(list: readonly CollectionTreeItem[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  for (const c of list)
    nodes.set(c.slug, { id: c.slug, label: c.name, href: `/collection/${c.slug}`, children: [] });
  const roots: MenuNode[] = [];
  for (const c of list) {
    const node = nodes.get(c.slug)!;
    const parent = c.parent === null ? undefined : nodes.get(c.parent);
    // A row whose parent is missing still shows, at the top, rather than vanishing.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The groups to open for an app path: every ancestor of the collection it shows. */
export function expandedFor(path: string, list: readonly CollectionTreeItem[]): string[] {
  const match = /^\/collection\/(.+?)\/?$/.exec(path);
  if (!match) return [];
  const parents = new Map(list.map((c) => [c.slug, c.parent]));
  const open: string[] = [];
  let slug: string | null | undefined = match[1];
  while (slug && parents.has(slug)) {
    open.push(slug);
    slug = parents.get(slug);
  }
  return open;
}
