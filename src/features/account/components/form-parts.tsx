import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD } from '../../../../contract/api/limits';
import { FormTextField } from '../../../ui/text-field';
import type { AccountForm } from '../use-account-form';

/** The text of a field's first message id; an id this build has no text for reads as "not valid". */
export function useMessageText(): (ids: readonly string[] | undefined) => string | undefined {
  const intl = useIntl();
  return (ids) => {
    const id = ids?.[0];
    if (!id) return undefined;
    return intl.formatMessage({ id: id in intl.messages ? id : 'account.errors.invalid' });
  };
}

type InputProps = Pick<
  ComponentProps<typeof FormTextField>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

/** One field of an account form, wired to its state: label, value, error, blur check. */
export function AccountField<F extends string>({
  form,
  field,
  label,
  ...input
}: InputProps & { form: AccountForm<F>; field: F; label: string }) {
  const text = useMessageText();
  return (
    <FormTextField
      id={form.id(field)}
      name={field}
      isRequired
      label={label}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      onBlur={(event) => form.blur(field, event.relatedTarget)}
      error={text(form.errors[field])}
      {...input}
    />
  );
}

/** First and last name side by side (register, account details), as the browser's autofill knows them. */
export function NameFields<F extends string>({
  form,
}: {
  form: AccountForm<F | 'first_name' | 'last_name'>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
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
  );
}

/**
 * The email, with the keyboard for it. `username` where it names the account a password goes with
 * (sign in, register), so the password manager files them together; plain `email` where no password is.
 */
export function EmailField<F extends string>({
  form,
  autoComplete,
}: {
  form: AccountForm<F | 'email'>;
  autoComplete: 'username' | 'email';
}) {
  const intl = useIntl();
  return (
    <AccountField
      form={form}
      field="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      maxLength={MAX_EMAIL}
      label={intl.formatMessage({ id: 'account.field.email' })}
    />
  );
}

/**
 * A new password and its confirmation, with the rules between them (register, reset, change):
 * `new-password` tells a password manager to offer one and save it.
 */
export function NewPasswordFields<F extends string>({
  form,
}: {
  form: AccountForm<F | 'password' | 'password_confirmation'>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <AccountField
        form={form}
        field="password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD}
        label={t('account.field.newPassword')}
      />
      <p className="account-form__hint">{t('account.field.passwordHint')}</p>
      <AccountField
        form={form}
        field="password_confirmation"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD}
        label={t('account.field.confirmPassword')}
      />
    </>
  );
}

/** A failure that is no field's (wrong pair, too many requests, offline), announced at once. */
export function FormError({ id }: { id: string | null }) {
  const intl = useIntl();
  return (
    <p className="account-form__error" role="alert">
      {id ? intl.formatMessage({ id }) : null}
    </p>
  );
}

/** The form's real submit button: Enter in any field sends, and it says when it is busy. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="button account-form__submit" aria-disabled={busy}>
      {label}
    </button>
  );
}
