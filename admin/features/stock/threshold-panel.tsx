/**
 * The store's low-stock threshold, the number behind the storefront's "Only {count} left": shown to
 * every member (their stock screens mark low stock by it), changed by the owner only. The API's PUT
 * is the owner's; a staff member sees the number and who may change it, no form.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { MAX_LOW_STOCK_THRESHOLD } from '../../../contract/admin/catalog-fields';
import { roleAllows } from '../../../contract/admin/constants';
import type { StockSettings } from '../../../contract/admin/catalog-types';
import { FormTextField } from '../../../src/ui/text-field';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { session } from '../../lib/session';
import { FormAlert } from '../../ui/form-alert';
import { saveStockSettings } from './api';

interface ThresholdPanelProps {
  settings: StockSettings;
  onSaved: (settings: StockSettings) => void;
}

export function ThresholdPanel({ settings, onSaved }: ThresholdPanelProps) {
  const intl = useIntl();
  const role = useSnapshot(session).me?.member.role ?? 'staff';
  const count = settings.low_stock_threshold;
  return (
    <section className="stock-panel" aria-labelledby="threshold-title">
      <h2 id="threshold-title">{intl.formatMessage({ id: 'stock.threshold.title' })}</h2>
      <p className="notice-line">
        {intl.formatMessage({ id: 'stock.threshold.detail' }, { count })}
      </p>
      {roleAllows(role, 'owner') ? (
        <ThresholdForm saved={count} onSaved={onSaved} />
      ) : (
        <p>
          <strong>{intl.formatMessage({ id: 'stock.threshold.value' }, { count })}</strong>{' '}
          <span className="notice-line">
            {intl.formatMessage({ id: 'stock.threshold.owner_only' })}
          </span>
        </p>
      )}
    </section>
  );
}

function ThresholdForm({
  saved,
  onSaved,
}: {
  saved: number;
  onSaved: ThresholdPanelProps['onSaved'];
}) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const [value, setValue] = useState(String(saved));
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone(false);
    const threshold = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!(threshold <= MAX_LOW_STOCK_THRESHOLD)) {
      const message = intl.formatMessage(
        { id: 'stock.errors.threshold' },
        { max: MAX_LOW_STOCK_THRESHOLD },
      );
      setErrors({ fields: { low_stock_threshold: message }, form: [] });
      return;
    }
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      onSaved(await saveStockSettings(threshold));
      setDone(true);
    } catch (error) {
      setErrors(toErrors(error, ['low_stock_threshold']));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="inline-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert messages={errors.form} />
      <FormTextField
        id="stock-threshold"
        label={intl.formatMessage({ id: 'stock.threshold.label' })}
        inputMode="numeric"
        value={value}
        onChange={(next) => {
          setValue(next);
          setDone(false);
        }}
        error={errors.fields.low_stock_threshold}
      />
      <Button type="submit" className="button" isPending={pending}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
      <span className="inline-form__status" role="status">
        {done ? intl.formatMessage({ id: 'common.saved' }) : ''}
      </span>
    </form>
  );
}
