/** A nested list of links whose groups open and close with a disclosure button beside the parent link. */
import { useId, useState, type ReactNode } from 'react';
import { ChevronIcon } from './drawer-icons';
import './menu-tree.css';

export interface MenuNode {
  id: string;
  label: string;
  href: string;
  children: MenuNode[];
}

interface MenuTreeProps {
  nodes: MenuNode[];
  /** The toggle's accessible name, e.g. 'Show Women'. */
  expandLabel: (label: string) => string;
  renderLink: (props: { href: string; className: string; children: ReactNode }) => ReactNode;
  /** Groups open at first, e.g. the one holding the current page. */
  defaultExpanded?: readonly string[];
}

export function MenuTree({ nodes, expandLabel, renderLink, defaultExpanded = [] }: MenuTreeProps) {
  return (
    <ul className="menu-tree">
      {nodes.map((node) => (
        <MenuTreeItem key={node.id} node={node} {...{ expandLabel, renderLink, defaultExpanded }} />
      ))}
    </ul>
  );
}

function MenuTreeItem({
  node,
  expandLabel,
  renderLink,
  defaultExpanded = [],
}: Omit<MenuTreeProps, 'nodes'> & { node: MenuNode }) {
  const [open, setOpen] = useState(() => defaultExpanded.includes(node.id));
  const groupId = useId();
  const link = renderLink({ href: node.href, className: 'menu-tree__link', children: node.label });
  if (node.children.length === 0) return <li>{link}</li>;
  return (
    <li>
      <div className="menu-tree__row">
        {link}
        <button
          type="button"
          className="menu-tree__toggle icon-button"
          aria-expanded={open}
          aria-controls={groupId}
          aria-label={expandLabel(node.label)}
          onClick={() => setOpen(!open)}
        >
          <ChevronIcon />
        </button>
      </div>
      <div id={groupId} className="menu-tree__group" hidden={!open}>
        <MenuTree nodes={node.children} {...{ expandLabel, renderLink, defaultExpanded }} />
      </div>
    </li>
  );
}
