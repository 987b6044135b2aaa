/**
 * The install offer: a small non-modal card (bottom of the screen on phones, bottom-left from sm, clear
 * of the toasts at bottom-right). It is a labelled complementary landmark, reachable by Tab, and it
 * never takes focus when it appears: the shopper is busy with the page.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { storeInfoState } from '../../lib/store-info-state';
import type { InstallKind } from './install-moment';
import { InstallShareIcon } from './install-share-icon';
import './install-card.css';

// Same fallback as the header's, for the moment before store info has loaded.
const FALLBACK_NAME = 'Mây Clothing';

interface InstallCardProps {
  kind: Exclude<InstallKind, null>;
  onInstall: () => void;
  onDismiss: () => void;
}

export function InstallCard({ kind, onInstall, onDismiss }: InstallCardProps) {
  const intl = useIntl();
  const { info } = useSnapshot(storeInfoState);
  const titleId = useId();
  const name = info?.name ?? FALLBACK_NAME;
  const ios = kind === 'ios';

  return (
    <aside
      className="install-card"
      aria-label={intl.formatMessage({ id: 'pwa.install.region' })}
      aria-describedby={titleId}
    >
      <img className="install-card__icon" src="/pwa-192x192.png" alt="" width={48} height={48} />
      <div className="install-card__body">
        <p id={titleId} className="install-card__title">
          {intl.formatMessage(
            { id: ios ? 'pwa.install.ios_title' : 'pwa.install.title' },
            { name },
          )}
        </p>
        <p className="install-card__text">
          {ios
            ? intl.formatMessage(
                { id: 'pwa.install.ios_steps' },
                {
                  share: (chunks) => (
                    <strong className="install-card__step">
                      {chunks}
                      <InstallShareIcon />
                    </strong>
                  ),
                  add: (chunks) => <strong className="install-card__step">{chunks}</strong>,
                },
              )
            : intl.formatMessage({ id: 'pwa.install.why' })}
        </p>
        <div className="install-card__actions">
          {!ios && (
            <button type="button" className="button install-card__button" onClick={onInstall}>
              {intl.formatMessage({ id: 'pwa.install.install' })}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost install-card__button"
            onClick={onDismiss}
          >
            {intl.formatMessage({ id: ios ? 'pwa.install.ios_ok' : 'pwa.install.not_now' })}
          </button>
        </div>
      </div>
    </aside>
  );
}
