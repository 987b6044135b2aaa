import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../../../lib/i18n/routing';
import { defaultFormError } from '../use-account-form';
import { FormError } from './form-parts';
import './account.css';

export const ACCOUNT_PAGES = ['orders', 'addresses', 'wishlist', 'details'] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

export const isAccountPage = (page: string): page is AccountPage =>
  (ACCOUNT_PAGES as readonly string[]).includes(page);

/** The account area's own nav: its pages, and signing out (a button: it changes state, it goes nowhere). */
export function AccountNav({
  current,
  onSignOut,
}: {
  current: AccountPage;
  onSignOut: () => Promise<void>;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
      <ul>
        {ACCOUNT_PAGES.map((page) => (
          <li key={page}>
            <LocalLink
              to={`/account/info/${page}`}
              aria-current={page === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: `account.nav.${page}` })}
            </LocalLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() =>
              void onSignOut().catch((error: unknown) => setFailure(defaultFormError(error)))
            }
          >
            {intl.formatMessage({ id: 'account.nav.signOut' })}
          </button>
        </li>
      </ul>
      <FormError id={failure} />
    </nav>
  );
}
