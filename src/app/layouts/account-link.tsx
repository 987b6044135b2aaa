import { useIntl } from 'react-intl';
import { LocalLink } from '../../lib/i18n/routing';
import { useSignedIn } from '../../lib/session';
import { ACCOUNT_HOME } from '../../lib/sign-in-redirect';
import { PersonIcon } from '../../ui/menu-icons';

/**
 * The header's account icon: to the account area when signed in, to sign in otherwise, and its name
 * says which. The server's render (and its hydration) show the guest's; the signed-in state follows.
 */
export function AccountLink() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  return (
    <LocalLink
      to={signedIn ? ACCOUNT_HOME : '/account/login'}
      className="site-header__account icon-button"
      aria-label={intl.formatMessage({ id: signedIn ? 'nav.account' : 'nav.signIn' })}
      data-signed-in={signedIn || undefined}
    >
      <PersonIcon />
    </LocalLink>
  );
}
