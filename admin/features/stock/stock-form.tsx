/**
 * Changing a variant's stock: add or take away a number (adjust), or count what is on the shelf (set),
 * with a reason (received, correction, damaged, returned) and an optional note. The stock it would
 * leave is shown as the member types; one below zero is refused here, and by the API (422
 * stock_negative, when orders took stock since the screen was read), both at the quantity field,
 * what was typed kept and the stock read again. A saved change clears the form and says the new stock.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { StockResult, StockVariant } from '../../../contract/admin/catalog-types';
import { MAX_NOTE, MAX_STOCK } from '../../../contract/admin/catalog-fields';
import { STOCK_REASONS, type StockReason } from '../../../contract/admin/constants';
import { ChoiceGroup } from '../../../src/ui/choice-group';
import { FormTextField } from '../../../src/ui/text-field';
import { AdminApiError } from '../../lib/api';
import { NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { changeStock } from './api';

type Mode = 'adjust' | 'set';

const FIELDS = [
  ['mode', 'stock-mode'],
  ['quantity', 'stock-quantity'],
  ['reason', 'stock-reason'],
  ['note', 'stock-note'],
] as const;
const FIELD_NAMES = FIELDS.map(([name]) => name);

/** The typed quantity as a whole number (a leading + or − allowed), or null. */
function parseQuantity(typed: string): number | null {
  const clean = typed.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(clean)) return null;
  const n = Number(clean);
  return Math.abs(n) <= MAX_STOCK ? n : null;
}

interface StockFormProps {
  variant: StockVariant;
  onChanged: (result: StockResult) => void;
  /** The shown stock is out of date (the API refused a change against it): read it again. */
  onStale: () => void;
}

export function StockForm({ variant, onChanged, onStale }: StockFormProps) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('adjust');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<StockReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const amount = parseQuantity(quantity);
  const after = amount === null ? null : mode === 'set' ? amount : variant.stock + amount;

  /** The form's own checks, with the API's texts: what it would refuse anyway. */
  function check(): SubmitErrors['fields'] {
    const fields: SubmitErrors['fields'] = {};
    if (amount === null || (mode === 'adjust' && amount === 0))
      fields.quantity = text(mode === 'adjust' ? 'stock.errors.adjust' : 'stock.errors.set');
    else if (after !== null && after < 0) fields.quantity = text('catalog.errors.stock_negative');
    if (!reason) fields.reason = text('catalog.errors.reason_invalid');
    return fields;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDone(null);
    const fields = check();
    if (Object.keys(fields).length || amount === null || !reason) {
      setErrors({ fields, form: [] });
      return;
    }
    setPending(true);
    try {
      const result = await changeStock(variant.id, { mode, quantity: amount, reason, note });
      setErrors(NO_ERRORS);
      setQuantity('');
      setNote('');
      setReason(null);
      setDone(result.variant.stock);
      onChanged(result);
    } catch (error) {
      setErrors(toErrors(error, FIELD_NAMES));
      if (error instanceof AdminApiError && error.status === 422 && error.errors.quantity)
        onStale();
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form stock-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{text('stock.form.title')}</h2>
      <FormAlert ref={alert} messages={errors.form} />
      <FormAlert
        tone="ok"
        messages={done === null ? [] : [text('stock.form.done', { stock: done })]}
      />
      <ChoiceGroup
        id="stock-mode"
        label={text('stock.form.mode')}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        choices={(['adjust', 'set'] as const).map((value) => ({
          value,
          title: text(`stock.mode.${value}`),
          detail: text(`stock.mode.${value}.detail`),
        }))}
        error={errors.fields.mode}
      />
      <div className="stock-form__quantity">
        <FormTextField
          id="stock-quantity"
          label={text(mode === 'adjust' ? 'stock.form.adjust_by' : 'stock.form.set_to')}
          inputMode={mode === 'adjust' ? 'text' : 'numeric'}
          autoComplete="off"
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setDone(null);
          }}
          isRequired
          error={errors.fields.quantity}
        />
        <p className="notice-line" aria-live="polite">
          {after === null
            ? text(mode === 'adjust' ? 'stock.form.adjust_hint' : 'stock.form.set_hint')
            : text('stock.form.after', { from: variant.stock, to: after })}
        </p>
      </div>
      <ChoiceGroup
        id="stock-reason"
        label={text('stock.form.reason')}
        value={reason}
        onChange={(value) => setReason(value as StockReason)}
        isRequired
        choices={STOCK_REASONS.map((value) => ({
          value,
          title: text(`stock.reason.${value}`),
          detail: text(`stock.reason.${value}.detail`),
        }))}
        error={errors.fields.reason}
      />
      <FormTextField
        id="stock-note"
        label={text('stock.form.note')}
        maxLength={MAX_NOTE}
        value={note}
        onChange={setNote}
        error={errors.fields.note}
      />
      <Button type="submit" className="button" isPending={pending}>
        {text('stock.form.submit')}
      </Button>
    </form>
  );
}
