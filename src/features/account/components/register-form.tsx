import { useIntl } from 'react-intl';
import { MAX_EMAIL, MAX_NAME } from '../../../../contract/api/limits';
import type { AuthResult } from '../../../../contract/types';
import { register } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateRegister } from '../validation';
import { AccountField, FormError, NewPasswordFields, SubmitButton } from './form-parts';

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
      <div className="account-form__row">
        <AccountField
          form={form}
          field="first_name"
          autoComplete="given-name"
          maxLength={MAX_NAME}
          label={t('account.field.firstName')}
        />
        <AccountField
          form={form}
          field="last_name"
          autoComplete="family-name"
          maxLength={MAX_NAME}
          label={t('account.field.lastName')}
        />
      </div>
      <AccountField
        form={form}
        field="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        maxLength={MAX_EMAIL}
        label={t('account.field.email')}
      />
      <NewPasswordFields form={form} />
      <FormError id={form.formError} />
      <SubmitButton busy={form.busy} label={t('account.register.submit')} />
    </form>
  );
}
