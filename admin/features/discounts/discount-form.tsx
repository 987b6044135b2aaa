/**
 * A discount code's rules: the code (on create; orders keep it, so it is not renamed), percentage or
 * fixed amount, a minimum subtotal, a start and an end, a limit of total uses, a limit per customer
 * and "first order only". What cannot be read is refused here at its field; the API's refusals show
 * at their field too, what was typed kept.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_DISCOUNT_CODE } from '../../../contract/api/limits';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import { FormTextField } from '../../../src/ui/text-field';
import { errorIdText, NO_ERRORS, useSubmitErrors, type SubmitErrors } from '../../lib/error-text';
import { useFocusOnError } from '../../lib/focus-error';
import { FormAlert } from '../../ui/form-alert';
import { createDiscount, updateDiscount } from './api';
import { bodyOf, draftOf, EMPTY_DRAFT, type DiscountDraft } from './draft';
import '../../../src/ui/check-box.css';

const FIELDS = [
  ['code', 'discount-code'],
  ['kind', 'discount-kind'],
  ['value', 'discount-value'],
  ['min_subtotal', 'discount-min-subtotal'],
  ['starts_at', 'discount-starts-at'],
  ['ends_at', 'discount-ends-at'],
  ['max_uses', 'discount-max-uses'],
  ['per_customer', 'discount-per-customer'],
] as const;
const FIELD_NAMES = [...FIELDS.map(([name]) => name), 'first_order_only'];
const idOf = (name: string) => FIELDS.find(([n]) => n === name)![1];

interface DiscountFormProps {
  saved: AdminDiscount | null;
  currency: string;
  digits: number;
  onSaved: (discount: AdminDiscount) => void;
}

export function DiscountForm({ saved, currency, digits, onSaved }: DiscountFormProps) {
  const intl = useIntl();
  const toErrors = useSubmitErrors();
  const alert = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<DiscountDraft>(saved ? draftOf(saved, digits) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<SubmitErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);
  useFocusOnError(errors, FIELDS, alert);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const set = (patch: Partial<DiscountDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (
    name: Exclude<keyof DiscountDraft, 'kind' | 'first_order_only'>,
    label: string = name,
  ) => ({
    id: idOf(name),
    label: text(`discounts.field.${label}`, { currency }),
    value: draft[name],
    onChange: (value: string) => set({ [name]: value }),
    error: errors.fields[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const made = bodyOf(draft, digits);
    if (!made.ok) {
      const fields = Object.fromEntries(
        Object.entries(made.fields).map(([name, id]) => [name, errorIdText(intl, id)]),
      );
      setErrors({ fields, form: [] });
      return;
    }
    setPending(true);
    try {
      const { code, ...rules } = made.body;
      onSaved(
        await (saved ? updateDiscount(saved.code, rules) : createDiscount({ code, ...rules })),
      );
    } catch (error) {
      setErrors(toErrors(error, FIELD_NAMES));
    } finally {
      setPending(false);
    }
  };

  const kindError = errors.fields['kind'];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form discount-form">
      <FormAlert ref={alert} messages={errors.form} />
      {!saved && (
        <FormTextField
          {...field('code')}
          isRequired
          maxLength={MAX_DISCOUNT_CODE}
          autoComplete="off"
        />
      )}
      <div className="field">
        <label className="field__label" htmlFor={idOf('kind')}>
          {text('discounts.field.kind')}
        </label>
        <select
          id={idOf('kind')}
          className="select"
          value={draft.kind}
          aria-invalid={kindError ? true : undefined}
          onChange={(event) => set({ kind: event.target.value as DiscountDraft['kind'] })}
        >
          <option value="percent">{text('discounts.kind.percent')}</option>
          <option value="fixed">{text('discounts.kind.fixed')}</option>
        </select>
        {kindError && <span className="field__error">{kindError}</span>}
      </div>
      <FormTextField
        {...field('value', draft.kind === 'percent' ? 'value_percent' : 'value_fixed')}
        isRequired
        inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
      />
      <FormTextField {...field('min_subtotal')} inputMode="decimal" />
      <div className="discount-form__pair">
        <FormTextField {...field('starts_at')} type="datetime-local" />
        <FormTextField {...field('ends_at')} type="datetime-local" />
      </div>
      <p className="field__hint">{text('discounts.window.hint')}</p>
      <div className="discount-form__pair">
        <FormTextField {...field('max_uses')} inputMode="numeric" />
        <FormTextField {...field('per_customer')} inputMode="numeric" />
      </div>
      <p className="field__hint">{text('discounts.limits.hint')}</p>
      <Checkbox
        className="check-row"
        isSelected={draft.first_order_only}
        onChange={(first_order_only) => set({ first_order_only })}
      >
        <span className="check-box" aria-hidden="true" />
        <span>
          <span className="check-row__title">{text('discounts.field.first_order_only')}</span>
          <span className="check-row__detail">
            {text('discounts.field.first_order_only.detail')}
          </span>
        </span>
      </Checkbox>
      <Button type="submit" className="button" isPending={pending}>
        {text(saved ? 'common.save' : 'discounts.create')}
      </Button>
    </form>
  );
}
