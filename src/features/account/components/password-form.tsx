import { useState } from 'react';
import { useIntl } from 'react-intl';
import { setToken } from '../../../lib/api/token';
import { changePassword } from '../api';
import { useAccountForm } from '../use-account-form';
import { validatePasswordChange } from '../validation';
import { AccountField, FormError, NewPasswordFields, SubmitButton } from './form-parts';

/**
 * Changes the password. The server ends every other session and answers a new token for this one,
 * which replaces the old within the same sign-in (the account mirror goes on as it was).
 */
export function PasswordForm({ email }: { email: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    name: 'password',
    initial: { current_password: '', password: '', password_confirmation: '' },
    validate: validatePasswordChange,
    submit: async (values) => {
      setDone(false);
      setToken((await changePassword(values)).token);
      setDone(true);
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      {/* The account's name for the password manager, which files the new password under it. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <AccountField
        form={form}
        field="current_password"
        type="password"
        autoComplete="current-password"
        label={t('account.field.currentPassword')}
      />
      <NewPasswordFields form={form} />
      <FormError id={form.formError} />
      <p role="status" className="account-form__saved">
        {done ? t('account.password.changed') : ''}
      </p>
      <SubmitButton busy={form.busy} label={t('account.password.submit')} />
    </form>
  );
}
