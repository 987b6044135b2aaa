import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AuthScreen } from '../../features/account/components/auth-screen';
import { RegisterForm } from '../../features/account/components/register-form';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';
import { useSignInReturn } from '../use-sign-in-return';

/** `/account/register`: a new account, signed in at once. */
export default function RegisterPage() {
  const [location] = useLocation();
  const intl = useIntl();
  useTitle(routeTitle(location));
  const { redirect, onSignedIn } = useSignInReturn();
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'account.register.title' })}
      intro={intl.formatMessage({ id: 'account.register.intro' })}
      links="register"
      redirect={redirect}
    >
      <RegisterForm onSignedIn={onSignedIn} />
    </AuthScreen>
  );
}
