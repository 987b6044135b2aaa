/**
 * Store settings (the owner's): the shop's name and contact, shipping (the free-shipping threshold,
 * the two methods, the countries shipped to), the Google tag id, the low-stock threshold and the
 * return window. Saved whole; a refusal shows at each field (focus on the first), what was typed stays.
 * The storefront reads the settings on each request: the change shows there within a minute at most
 * (a shared cache's 30 s plus 30 s stale: server/http/cache.ts), at once without one.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { SHOP_COUNTRIES } from '../../../contract/admin/settings-inputs';
import type { StoreSettings } from '../../../contract/admin/settings-types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { QueryView } from '../../lib/query-view';
import { useAdminQuery } from '../../lib/use-admin-query';
import { usePageTitle } from '../../lib/use-page-title';
import { FormAlert } from '../../ui/form-alert';
import { readStoreSettings, saveStoreSettings } from './api';
import { ShippingMethodsFields } from './shipping-methods-fields';
import { fieldsOf, stateOf, toBody, type StoreFormState } from './store-form-state';
import '../../../src/ui/check-box.css';
import './settings.css';

export function StorePage() {
  const intl = useIntl();
  const query = useAdminQuery('store-settings', readStoreSettings);
  const title = intl.formatMessage({ id: 'settings.store.title' });
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <QueryView query={query}>
        {(settings) => <StoreForm saved={settings} onSaved={(s) => query.setData(() => s)} />}
      </QueryView>
    </section>
  );
}

function StoreForm({
  saved,
  onSaved,
}: {
  saved: StoreSettings;
  onSaved: (settings: StoreSettings) => void;
}) {
  const intl = useIntl();
  const lang = intl.locale.startsWith('en') ? 'en' : 'vi';
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<StoreFormState>(() => stateOf(saved));
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const fields = fieldsOf(form);
  useFocusOnError(errors, fields, alert);

  const set = (patch: Partial<StoreFormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDone(false);
  };
  const text = (
    key: keyof StoreFormState,
    id: string,
    path: string,
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <FormTextField
      id={id}
      label={t(`settings.store.${key}`, { currency: saved.currency })}
      value={form[key] as string}
      onChange={(value) => set({ [key]: value })}
      error={errors.fields[path]}
      {...(inputMode ? { inputMode } : {})}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setDone(false);
    try {
      const settings = await saveStoreSettings(toBody(form, saved.currency));
      onSaved(settings);
      setForm(stateOf(settings));
      setErrors(NO_ERRORS);
      setDone(true);
    } catch (error) {
      setErrors(
        toErrors(
          error,
          fields.map(([path]) => path),
        ),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert ref={alert} messages={errors.form} />
      <fieldset className="settings-group">
        <legend>{t('settings.store.shop')}</legend>
        {text('name', 'store-name', 'name')}
        {text('email', 'store-email', 'contact.email')}
        {text('phone', 'store-phone', 'contact.phone')}
        {text('address', 'store-address', 'contact.address')}
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.store.shipping')}</legend>
        {text(
          'free_shipping_threshold',
          'store-free-shipping',
          'free_shipping_threshold',
          'decimal',
        )}
      </fieldset>
      <ShippingMethodsFields
        methods={form.methods}
        currency={saved.currency}
        errors={errors.fields}
        onChange={(index, patch) =>
          set({ methods: form.methods.map((m, i) => (i === index ? { ...m, ...patch } : m)) })
        }
      />
      <fieldset className="settings-group" id="store-countries" tabIndex={-1}>
        <legend>{t('settings.store.countries')}</legend>
        {errors.fields.countries && (
          <p className="field__error" role="alert">
            {errors.fields.countries}
          </p>
        )}
        <div className="settings-countries">
          {SHOP_COUNTRIES.map((c) => (
            <Checkbox
              key={c.code}
              className="check-row"
              isSelected={form.countries.includes(c.code)}
              onChange={(on) =>
                set({
                  countries: on
                    ? [...form.countries, c.code]
                    : form.countries.filter((x) => x !== c.code),
                })
              }
            >
              <span className="check-box" aria-hidden="true" />
              <span className="check-row__title">{c.name[lang]}</span>
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('settings.store.more')}</legend>
        {text('google_tag_id', 'store-tag', 'google_tag_id')}
        <p className="field__hint">{t('settings.store.google_tag_id.detail')}</p>
        {text('low_stock_threshold', 'store-low-stock', 'low_stock_threshold', 'numeric')}
        {text('return_window_days', 'store-return-window', 'return_window_days', 'numeric')}
      </fieldset>
      <FormAlert tone="ok" messages={done ? [t('settings.store.saved')] : []} />
      <Button type="submit" className="button" isPending={pending}>
        {t('common.save')}
      </Button>
    </form>
  );
}
