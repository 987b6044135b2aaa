import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_NAME } from '../../../../contract/api/limits';
import type { Customer } from '../../../../contract/types';
import { saveAccount } from '../api';
import { useAccountForm } from '../use-account-form';
import { validateDetails } from '../validation';
import { AccountField, FormError, SubmitButton } from './form-parts';

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
