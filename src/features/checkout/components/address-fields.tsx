import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { MAX_ADDRESS_FIELD } from '../../../../contract/api/limits';
import { useLang } from '../../../lib/i18n/routing';
import { storeInfoState } from '../../../lib/store-info-state';
import { FormComboBox } from '../../../ui/combo-box';
import { FormTextField } from '../../../ui/text-field';
import { fieldId } from '../fields';
import { countryOptions } from '../../../lib/country-options';
import type { CheckoutForm } from '../use-checkout-form';
import { useErrorText } from '../use-error-text';
import type { AddressField } from '../validation';

type TextAddressField = Exclude<AddressField, 'country'>;

// What the browser's autofill and the phone's keyboard need to know of each field.
const INPUTS: Record<TextAddressField, { autoComplete: string; type?: 'tel'; wide?: true }> = {
  full_name: { autoComplete: 'name', wide: true },
  phone: { autoComplete: 'tel', type: 'tel', wide: true },
  address: { autoComplete: 'street-address', wide: true },
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zip: { autoComplete: 'postal-code' },
};

/** The shipping address; the country is one of the store's, found by typing part of its name. */
export function AddressFields({ form }: { form: CheckoutForm }) {
  const intl = useIntl();
  const lang = useLang();
  const errorText = useErrorText();
  const { info } = useSnapshot(storeInfoState);
  // One list while store info and the language stay: a new one each render would rebuild the combo box.
  const countries = useMemo(() => countryOptions(info, lang), [info, lang]);
  const text = (field: TextAddressField) => {
    const path = `shipping_address.${field}`;
    const { autoComplete, type, wide } = INPUTS[field];
    return (
      <div className={wide ? 'checkout-grid__wide' : undefined}>
        <FormTextField
          id={fieldId(path)}
          name={path}
          type={type}
          autoComplete={`shipping ${autoComplete}`}
          maxLength={MAX_ADDRESS_FIELD}
          isRequired
          label={intl.formatMessage({ id: `checkout.address.${field}` })}
          value={form.value(path)}
          onChange={(v) => form.set(path, v)}
          onBlur={() => form.blur(path)}
          error={errorText(form.errors[path])}
        />
      </div>
    );
  };
  const country = 'shipping_address.country';
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">
        {intl.formatMessage({ id: 'checkout.address.title' })}
      </legend>
      <div className="checkout-grid">
        {text('full_name')}
        {text('phone')}
        {text('address')}
        {text('city')}
        {text('state')}
        {text('zip')}
        <FormComboBox
          id={fieldId(country)}
          label={intl.formatMessage({ id: 'checkout.address.country' })}
          items={countries}
          selectedKey={form.value(country) || null}
          onSelectionChange={(code) => form.choose(country, code ?? '')}
          onBlur={() => form.blur(country)}
          emptyText={intl.formatMessage({ id: 'checkout.address.countryNone' })}
          buttonLabel={intl.formatMessage({ id: 'checkout.address.countryShow' })}
          autoComplete="shipping country-name"
          isRequired
          error={errorText(form.errors[country])}
        />
      </div>
    </fieldset>
  );
}
