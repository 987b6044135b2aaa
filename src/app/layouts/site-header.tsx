import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CollectionTreeItem } from '../../../contract/types';
import { useLang, LocalLink } from '../../lib/i18n/routing';
import { storeInfoState } from '../../lib/store-info-state';
import { useApiQuery } from '../../lib/use-api-query';
import { ColorModeSwitcher } from './color-mode-switcher';
import { LanguageSwitcher } from './language-switcher';

export const FALLBACK_STORE_NAME = 'Mây Clothing';

/** Logo, the top-level collections (from md), language, colour mode and cart. */
export function SiteHeader({ minimal = false }: { minimal?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { info } = useSnapshot(storeInfoState);
  const tree = useApiQuery<CollectionTreeItem[]>(minimal ? null : '/api/catalog/collections', { lang });
  const topLevel = (tree.data ?? []).filter((c) => c.parent === null);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <div className="site-header__inner container">
        <LocalLink to="/" className="site-header__logo">
          {info?.name ?? FALLBACK_STORE_NAME}
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
          <LanguageSwitcher />
          <ColorModeSwitcher />
          {!minimal && (
            <LocalLink to="/cart" className="site-header__cart">
              <FormattedMessage id="nav.cart" />
            </LocalLink>
          )}
        </div>
      </div>
    </header>
  );
}
