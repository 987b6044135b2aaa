/**
 * The store settings' shipping methods: standard and express, each with its names in both languages,
 * price and delivery days, and whether checkout offers it. At least one stays on (the server refuses
 * otherwise, at `shipping_methods`); a method turned off is kept with its values for turning on again.
 */
import { Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../../src/ui/text-field';
import type { MethodState } from './store-form-state';
import '../../../src/ui/check-box.css';

interface Props {
  methods: MethodState[];
  currency: string;
  errors: Record<string, string>;
  onChange: (index: number, patch: Partial<MethodState>) => void;
}

export function ShippingMethodsFields({ methods, currency, errors, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <fieldset className="settings-group" id="store-methods" tabIndex={-1}>
      <legend>{t('settings.store.methods')}</legend>
      {errors.shipping_methods && (
        <p className="field__error" role="alert">
          {errors.shipping_methods}
        </p>
      )}
      {methods.map((m, i) => {
        const err = (key: string) => errors[`shipping_methods.${i}.${key}`];
        const id = (key: string) => `method-${i}-${key}`;
        const method = t(`settings.store.method.${m.code}`);
        return (
          <div key={m.code} className="settings-method" data-method={m.code}>
            <h3>{method}</h3>
            <Checkbox
              className="check-row"
              isSelected={m.enabled}
              onChange={(enabled) => onChange(i, { enabled })}
            >
              <span className="check-box" aria-hidden="true" />
              <span className="check-row__title">
                {t('settings.store.method.enabled', { method })}
              </span>
            </Checkbox>
            <div className="settings-row">
              <FormTextField
                id={id('name-vi')}
                label={t('settings.store.method.name_vi')}
                value={m.name_vi}
                onChange={(name_vi) => onChange(i, { name_vi })}
                error={err('name.vi')}
              />
              <FormTextField
                id={id('name-en')}
                label={t('settings.store.method.name_en')}
                value={m.name_en}
                onChange={(name_en) => onChange(i, { name_en })}
                error={err('name.en')}
              />
            </div>
            <div className="settings-row">
              <FormTextField
                id={id('price')}
                label={t('settings.store.method.price', { currency })}
                inputMode="decimal"
                value={m.price}
                onChange={(price) => onChange(i, { price })}
                error={err('price')}
              />
              <FormTextField
                id={id('min-days')}
                label={t('settings.store.method.min_days')}
                inputMode="numeric"
                value={m.min_days}
                onChange={(min_days) => onChange(i, { min_days })}
                error={err('min_days')}
              />
              <FormTextField
                id={id('max-days')}
                label={t('settings.store.method.max_days')}
                inputMode="numeric"
                value={m.max_days}
                onChange={(max_days) => onChange(i, { max_days })}
                error={err('max_days')}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
