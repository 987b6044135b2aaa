import { Suspense, useState } from 'react';
import { TrackedSuspense } from '../../lib/tracked-suspense';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { collectionsTreeUrl } from '../../features/catalog/api';
import { useLang, LocalLink } from '../../lib/i18n/routing';
import { useStoreInfo } from '../../lib/store-info-state';
import { menuSideBar, ui } from '../../lib/ui-state';
import { useApiQuery } from '../../lib/use-api-query';
import { BagIcon, MenuIcon } from '../../ui/menu-icons';
import { AccountLink } from './account-link';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LanguageSwitcher } from './language-switcher';
import { FALLBACK_STORE_NAME } from './shop-links';
import './site-header.css';
import { lazyWithMessages } from '../../lib/i18n/messages-part';
import { lazyWhenOnline } from '../../lib/lazy-when-online';

interface SiteHeaderProps {
  /** Checkout: logo, language and colour mode only. */
  minimal?: boolean;
}

// The cart button is its own chunk, loaded after the first paint. A page the server rendered shows
// its markup from the start and is ready once it has hydrated (TrackedSuspense); a page the app
// renders shows a plain link to the cart page until it arrives, and keeps it if it cannot (a deploy
// since the tab loaded removed the chunk).
const CartButton = lazyWhenOnline(
  () => import('../../features/cart/components/cart-badge'),
  CartLink,
);

// The search slot is its own chunk too (the size budget counts what a catalog page needs before it
// answers taps): a page the server rendered shows its button from the start, and a tap on it before
// its code has come is kept (contract/early-input-script.ts); a page the app renders holds its place.
const HeaderSearch = lazyWhenOnline(() => import('../../features/search/components/header-search'));

// The side menu (react-aria's Modal, the largest part of react-aria the first screen would load) is
// its own chunk, loaded on the first press of the menu button.
const SideMenu = lazyWithMessages(
  () => import('./side-menu').then((m) => ({ default: m.SideMenu })),
  'menu',
);

/**
 * Phones (< md): menu button, logo, search, language, cart; the rest lives in the side menu.
 * From md the top-level collections join, from lg the colour mode; from xl the search field sits inline.
 */
export function SiteHeader({ minimal = false }: SiteHeaderProps) {
  const intl = useIntl();
  const lang = useLang();
  const storeName = useStoreInfo((info) => info?.name);
  const { isOpenMenuSideBar } = useSnapshot(ui);
  // Once opened the menu stays mounted, so it can animate out and reopen at once.
  const [menuUsed, setMenuUsed] = useState(false);
  if (isOpenMenuSideBar && !menuUsed) setMenuUsed(true);
  const tree = useApiQuery(minimal ? null : collectionsTreeUrl(lang));
  const collections = tree.data ?? [];
  const topLevel = collections.filter((c) => c.parent === null);

  return (
    <header className={minimal ? 'site-header site-header--minimal' : 'site-header'}>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <div className="site-header__inner container">
        {!minimal && (
          <button
            type="button"
            className="site-header__menu icon-button"
            data-uses="menu"
            aria-label={intl.formatMessage({ id: 'menu.open' })}
            aria-expanded={isOpenMenuSideBar}
            onClick={menuSideBar.open}
          >
            <MenuIcon />
          </button>
        )}
        <LocalLink to="/" className="site-header__logo">
          {storeName ?? FALLBACK_STORE_NAME}
        </LocalLink>
        {!minimal && (
          <nav className="site-header__nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
            <ul>
              {topLevel.map((c) => (
                <li key={c.slug}>
                  <LocalLink to={`/collection/${c.slug}`}>{c.name}</LocalLink>
                </li>
              ))}
              <li>
                <LocalLink to="/collection">
                  <FormattedMessage id="nav.allProducts" />
                </LocalLink>
              </li>
            </ul>
          </nav>
        )}
        <div className="site-header__tools">
          {!minimal && (
            <TrackedSuspense
              fallback={
                <div className="header-search">
                  <span className="header-search__toggle icon-button" />
                </div>
              }
            >
              <HeaderSearch />
            </TrackedSuspense>
          )}
          <LanguageSwitcher />
          <span className="site-header__color-mode">
            <ColorModeSwitcher />
          </span>
          {!minimal && <AccountLink />}
          {!minimal && (
            <TrackedSuspense fallback={<CartLink />}>
              <CartButton />
            </TrackedSuspense>
          )}
        </div>
      </div>
      {!minimal && menuUsed && (
        <Suspense fallback={null}>
          <SideMenu collections={collections} />
        </Suspense>
      )}
    </header>
  );
}

/** The cart page's link: the cart button's place until its code has come, or if it cannot. */
function CartLink() {
  return (
    <LocalLink to="/cart" className="site-header__bag icon-button">
      <BagIcon />
      <span className="visually-hidden">
        <FormattedMessage id="nav.cart" />
      </span>
    </LocalLink>
  );
}
