import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuthResult } from '../../../../contract/types';
import { isApiError } from '../../../lib/api/errors';
import { LocalLink } from '../../../lib/i18n/routing';
import { resetPassword } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateNewPassword } from '../validation';
import { FormError, NewPasswordFields, SubmitButton } from './form-parts';

/** A used, expired or unknown link: the server's 422 names the `token` field. */
const linkRefused = (error: unknown) =>
  isApiError(error) && error.statusCode === 422 && Boolean(error.errors?.['token']);

/** A new password from the mailed link's token; a link that no longer works says so and offers a new one. */
export function ResetForm({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (result: AuthResult) => void | Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [expired, setExpired] = useState(token === '');
  const form = useAccountForm({
    name: 'reset',
    initial: { password: '', password_confirmation: '' },
    validate: validateNewPassword,
    submit: async (values) => {
      try {
        onSignedIn(await resetPassword({ token, ...values }));
      } catch (error) {
        if (linkRefused(error)) setExpired(true);
        throw error;
      }
    },
  });
  if (expired) {
    return (
      <div className="account-notice" role="alert">
        <p>{t('account.reset.linkInvalid')}</p>
        <LocalLink to="/account/forgot-password" className="button">
          {t('account.reset.askAgain')}
        </LocalLink>
      </div>
    );
  }
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <NewPasswordFields form={form} />
      <FormError id={form.formError} />
      <SubmitButton busy={form.busy} label={t('account.reset.submit')} />
    </form>
  );
}
