import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { AuthScreen } from '../../features/account/components/auth-screen';
import { ForgotForm } from '../../features/account/components/forgot-form';
import { routeTitle } from '../../lib/seo/title';
import { useTitle } from '../../lib/seo/use-title';

/** `/account/forgot-password`: asks for a reset link by mail. */
export default function ForgotPasswordPage() {
  const [location] = useLocation();
  const intl = useIntl();
  useTitle(routeTitle(location));
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'account.forgot.title' })}
      intro={intl.formatMessage({ id: 'account.forgot.intro' })}
      links="forgot"
    >
      <ForgotForm />
    </AuthScreen>
  );
}
