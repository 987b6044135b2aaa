import { useIntl } from 'react-intl';
import type { AuthResult } from '../../../../contract/types';
import { isApiError } from '../../../lib/api/errors';
import { login } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateLogin } from '../validation';
import { AccountField, EmailField, FormError, SubmitButton } from './form-parts';

/** Sign in: email and password, one form the password manager recognises (username + current-password). */
export function LoginForm({
  onSignedIn,
}: {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
}) {
  const intl = useIntl();
  const form = useAccountForm({
    name: 'login',
    initial: { email: '', password: '' },
    keep: ['email'],
    validate: validateLogin,
    submit: async (values) => onSignedIn(await login(values)),
    // The server answers a wrong password and an unknown email alike, and so does this.
    formErrorOf: (error) =>
      isApiError(error) && error.statusCode === 401 ? 'account.login.failed' : undefined,
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <EmailField form={form} autoComplete="username" />
      <AccountField
        form={form}
        field="password"
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'account.field.password' })}
      />
      <FormError id={form.formError} />
      <SubmitButton busy={form.busy} label={intl.formatMessage({ id: 'account.login.submit' })} />
    </form>
  );
}
