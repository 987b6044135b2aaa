import { useIntl } from 'react-intl';
import type { AuthResult } from '../../../../contract/types';
import { register } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateRegister } from '../validation';
import { EmailField, FormError, NameFields, NewPasswordFields, SubmitButton } from './form-parts';

/** Create an account (spec section 3's Signup fields); names and email survive a reload, passwords never. */
export function RegisterForm({
  onSignedIn,
}: {
  onSignedIn: (result: AuthResult) => void | Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAccountForm({
    name: 'register',
    initial: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    keep: ['first_name', 'last_name', 'email'],
    validate: validateRegister,
    submit: async (values) => onSignedIn(await register(values)),
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <NameFields form={form} />
      <EmailField form={form} autoComplete="username" />
      <NewPasswordFields form={form} />
      <FormError id={form.formError} />
      <SubmitButton busy={form.busy} label={t('account.register.submit')} />
    </form>
  );
}
