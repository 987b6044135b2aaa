import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CollectionTreeItem } from '../../../contract/types';
import { InstallMenuItem } from '../../features/pwa/install-menu-item';
import { LocalLink, useAppPath } from '../../lib/i18n/routing';
import { menuSideBar, ui } from '../../lib/ui-state';
import { MenuDrawer } from '../../ui/menu-drawer';
import { MenuTree, type MenuNode } from '../../ui/menu-tree';
import { ColorModeSwitcher } from './color-mode-switcher';
import { expandedFor, nestCollections } from './collection-tree';
import { LanguageSwitcher } from './language-switcher';
import { CONTENT_PAGES } from './shop-links';
import './side-menu.css';

/**
 * The phone menu (ui.isOpenMenuSideBar): the collection tree, all products, the content pages,
 * and the language and colour-mode controls that do not fit a 360 px header.
 * A route change closes it (lib/ui-state); a tap on the current page's link closes it too.
 */
export function SideMenu({ collections }: { collections: readonly CollectionTreeItem[] }) {
  const intl = useIntl();
  const path = useAppPath();
  const { isOpenMenuSideBar } = useSnapshot(ui);
  const t = (id: string) => intl.formatMessage({ id });

  const shop: MenuNode[] = [
    ...nestCollections(collections),
    { id: 'all', label: t('nav.allProducts'), href: '/collection', children: [] },
  ];
  const pages: MenuNode[] = CONTENT_PAGES.map((slug) => ({
    id: slug,
    label: t(`footer.${slug}`),
    href: `/page/${slug}`,
    children: [],
  }));
  const renderLink = ({
    href,
    className,
    children,
  }: {
    href: string;
    className: string;
    children: React.ReactNode;
  }) => (
    <LocalLink
      to={href}
      className={className}
      aria-current={href === path ? 'page' : undefined}
      onClick={menuSideBar.close}
    >
      {children}
    </LocalLink>
  );
  const expandLabel = (label: string) => intl.formatMessage({ id: 'menu.expand' }, { name: label });

  return (
    <MenuDrawer
      isOpen={isOpenMenuSideBar}
      onOpenChange={(open) => (open ? menuSideBar.open() : menuSideBar.close())}
      title={t('menu.title')}
      closeLabel={t('menu.close')}
    >
      <nav aria-label={t('menu.collections')}>
        <MenuTree
          nodes={shop}
          expandLabel={expandLabel}
          renderLink={renderLink}
          defaultExpanded={expandedFor(path, collections)}
        />
      </nav>
      <nav className="side-menu__section" aria-label={t('nav.footer')}>
        <MenuTree nodes={pages} expandLabel={expandLabel} renderLink={renderLink} />
      </nav>
      <div className="side-menu__section side-menu__settings">
        <LanguageSwitcher />
        <ColorModeSwitcher />
      </div>
      <InstallMenuItem className="side-menu__section side-menu__settings" />
    </MenuDrawer>
  );
}
