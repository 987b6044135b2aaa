import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../lib/i18n/routing';
import { forgotPassword } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateEmail } from '../validation';
import { EmailField, FormError, SubmitButton } from './form-parts';

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account (the server
 * answers 202 alike), so the screen never tells who is a customer.
 */
export function ForgotForm() {
  const intl = useIntl();
  const lang = useLang();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    name: 'forgot',
    initial: { email: '' },
    keep: ['email'],
    validate: validateEmail,
    submit: async ({ email }) => {
      await forgotPassword(email, lang);
      setSentTo(email);
    },
  });
  if (sentTo !== null) {
    return (
      <p className="account-notice" role="status">
        {intl.formatMessage({ id: 'account.forgot.sent' }, { email: sentTo })}
      </p>
    );
  }
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <EmailField form={form} autoComplete="email" />
      <FormError id={form.formError} />
      <SubmitButton busy={form.busy} label={intl.formatMessage({ id: 'account.forgot.submit' })} />
    </form>
  );
}
