import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LocalLink } from '../../lib/i18n/routing';
import { storeInfoState } from '../../lib/store-info-state';
import { ColorModeSwitcher } from './color-mode-switcher';
import { CONTENT_PAGES, FALLBACK_STORE_NAME } from './shop-links';

export function SiteFooter() {
  const intl = useIntl();
  const { info } = useSnapshot(storeInfoState);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={intl.formatMessage({ id: 'nav.footer' })}>
          <ul>
            {CONTENT_PAGES.map((slug) => (
              <li key={slug}>
                <LocalLink to={`/page/${slug}`}>
                  <FormattedMessage id={`footer.${slug}`} />
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__color-mode">
          <ColorModeSwitcher />
        </div>
        <p>
          © {new Date().getFullYear()} {info?.name ?? FALLBACK_STORE_NAME}
          {info?.contact ? ` · ${info.contact.email} · ${info.contact.phone}` : ''}
        </p>
      </div>
    </footer>
  );
}

// Loaded lazily (React's `lazy` takes a module's default export).
export default SiteFooter;
