import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { MAX_ADDRESS_FIELD } from '../../../../contract/api/limits';
import { EMPTY_ADDRESS } from '../../../../contract/empty-address';
import type { Address } from '../../../../contract/types';
import { countryOptions } from '../../../lib/country-options';
import { useLang } from '../../../lib/i18n/routing';
import { storeInfoState } from '../../../lib/store-info-state';
import { FormComboBox } from '../../../ui/combo-box';
import { useAccountForm } from '../use-account-form';
import { validateAddress } from '../validation';
import { AccountField, FormError, SubmitButton, useMessageText } from './form-parts';

type TextField = Exclude<keyof Address, 'country'>;

// What the browser's autofill and the phone's keyboard need to know of each field (as at checkout).
const INPUTS: Record<TextField, { autoComplete: string; type?: 'tel' }> = {
  full_name: { autoComplete: 'shipping name' },
  phone: { autoComplete: 'shipping tel', type: 'tel' },
  address: { autoComplete: 'shipping street-address' },
  city: { autoComplete: 'shipping address-level2' },
  state: { autoComplete: 'shipping address-level1' },
  zip: { autoComplete: 'shipping postal-code' },
};

/** Adds or edits one saved address, with the checkout's fields, labels and messages. */
export function AddressForm({
  name,
  address,
  onSave,
  onCancel,
}: {
  /** Names the form's inputs (`address-new-city`). */
  name: string;
  address?: Address;
  onSave: (address: Address) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const lang = useLang();
  const text = useMessageText();
  const { info } = useSnapshot(storeInfoState);
  const countries = useMemo(() => countryOptions(info, lang), [info, lang]);
  const { full_name, phone, address: street, city, state, zip, country } = address ?? EMPTY_ADDRESS;
  const form = useAccountForm({
    name,
    initial: { full_name, phone, address: street, city, state, zip, country },
    validate: validateAddress,
    submit: onSave,
  });
  const field = (f: TextField) => (
    <AccountField
      form={form}
      field={f}
      maxLength={MAX_ADDRESS_FIELD}
      label={intl.formatMessage({ id: `checkout.address.${f}` })}
      {...INPUTS[f]}
    />
  );
  return (
    <form className="account-form account-card" noValidate onSubmit={form.onSubmit}>
      {field('full_name')}
      {field('phone')}
      {field('address')}
      <div className="account-form__row">
        {field('city')}
        {field('state')}
      </div>
      {field('zip')}
      <FormComboBox
        id={form.id('country')}
        label={intl.formatMessage({ id: 'checkout.address.country' })}
        items={countries}
        selectedKey={form.values.country || null}
        onSelectionChange={(code) => form.set('country', code ?? '')}
        onBlur={() => form.blur('country')}
        emptyText={intl.formatMessage({ id: 'checkout.address.countryNone' })}
        buttonLabel={intl.formatMessage({ id: 'checkout.address.countryShow' })}
        autoComplete="shipping country-name"
        isRequired
        error={text(form.errors['country'])}
      />
      <FormError id={form.formError} />
      <div className="account-form__actions">
        <SubmitButton
          busy={form.busy}
          label={intl.formatMessage({ id: 'account.addresses.save' })}
        />
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {intl.formatMessage({ id: 'account.addresses.cancel' })}
        </button>
      </div>
    </form>
  );
}
