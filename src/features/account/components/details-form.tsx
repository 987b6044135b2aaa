import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '../../../../contract/types';
import { saveAccount } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateDetails } from '../validation';
import { AccountField, FormError, NameFields, SubmitButton } from './form-parts';

/** Names and phone; the email is shown, not changed here (it is the account's sign-in name). */
export function DetailsForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    name: 'details',
    initial: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone: customer.phone ?? '',
    },
    validate: validateDetails,
    submit: async (values) => {
      setSaved(false);
      await saveAccount(values);
      setSaved(true);
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.onSubmit}>
      <p>{intl.formatMessage({ id: 'account.details.email' }, { email: customer.email })}</p>
      <NameFields form={form} />
      <AccountField
        form={form}
        field="phone"
        type="tel"
        autoComplete="tel"
        label={t('account.field.phone')}
      />
      <FormError id={form.formError} />
      <p role="status" className="account-form__saved">
        {saved ? t('account.details.saved') : ''}
      </p>
      <SubmitButton busy={form.busy} label={t('account.details.save')} />
    </form>
  );
}
