import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AuthScreen } from '../../features/account/components/auth-screen';
import { LoginForm } from '../../features/account/components/login-form';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { useSignInReturn } from '../use-sign-in-return';

/** `/account/login`: sign in, then back to where the shopper was going. */
export default function LoginPage() {
  const [location] = useLocation();
  const intl = useIntl();
  useTitle(routeTitle(location));
  const { redirect, onSignedIn } = useSignInReturn();
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'account.login.title' })}
      intro={intl.formatMessage({ id: 'account.login.intro' })}
      links="login"
      redirect={redirect}
    >
      <LoginForm onSignedIn={onSignedIn} />
    </AuthScreen>
  );
}
