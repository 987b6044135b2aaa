import { useIntl } from 'react-intl';
import { MAX_EMAIL } from '../../../../contract/api/limits';
import { LocalLink, useAppPath } from '../../../lib/i18n/routing';
import { useSignedIn } from '../../../lib/session';
import { signInPath } from '../../../lib/sign-in-redirect';
import { FormTextField } from '../../../ui/text-field';
import { fieldId } from '../fields';
import type { CheckoutForm } from '../use-checkout-form';
import { useErrorText } from '../use-error-text';

/** The contact email, and for a guest the way to sign in and come back to this checkout. */
export function ContactFields({ form }: { form: CheckoutForm }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const signedIn = useSignedIn();
  const path = useAppPath();
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">
        {intl.formatMessage({ id: 'checkout.contact.title' })}
      </legend>
      {!signedIn && (
        <p className="checkout-signin">
          {intl.formatMessage({ id: 'checkout.contact.haveAccount' })}{' '}
          <LocalLink to={signInPath(path)}>
            {intl.formatMessage({ id: 'checkout.contact.signIn' })}
          </LocalLink>
        </p>
      )}
      <FormTextField
        id={fieldId('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_EMAIL}
        isRequired
        label={intl.formatMessage({ id: 'checkout.contact.email' })}
        value={form.value('email')}
        onChange={(v) => form.set('email', v)}
        onBlur={() => form.blur('email')}
        error={errorText(form.errors['email'])}
      />
    </fieldset>
  );
}
