import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { AuthResult } from '../../../contract/types';
import { AuthScreen } from '../../features/account/components/auth-screen';
import { ResetForm } from '../../features/account/components/reset-form';
import { useLocalize } from '../../lib/i18n/routing';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { ACCOUNT_HOME } from '../../lib/sign-in-redirect';
import { beginSession } from '../session-actions';

/**
 * `/account/reset-password?token=…` (the mailed link): a new password, then signed in with the session
 * the reset answers. It opens even for a signed-in shopper: the link is for whoever holds it.
 */
export default function ResetPasswordPage() {
  const [location, navigate] = useLocation();
  const intl = useIntl();
  const localize = useLocalize();
  useTitle(routeTitle(location));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const onSignedIn = async (result: AuthResult) => {
    await beginSession(result);
    navigate(localize(ACCOUNT_HOME), { replace: true });
  };
  return (
    <AuthScreen title={intl.formatMessage({ id: 'account.reset.title' })} links="forgot">
      <ResetForm token={token} onSignedIn={onSignedIn} />
    </AuthScreen>
  );
}
