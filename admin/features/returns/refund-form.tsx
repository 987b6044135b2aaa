/**
 * Recording a refund made by hand (cash on delivery orders are refunded by the shop itself): how much,
 * at most what was paid for the lines returned (the API's `refundable`), how, and on which day. It is
 * a record: nothing is paid from here.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { REFUND_METHODS } from '../../../contract/api/shapes';
import type { ReturnDetail } from '../../../contract/admin/return-types';
import type { Lang, RefundMethod } from '../../../contract/types';
import { ChoiceGroup } from '../../../src/ui/choice-group';
import { FormTextField } from '../../../src/ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { refundReturn } from './api';
import { parseAmount, showAmount } from './refund-amount';
import { useReturnAction } from './use-action';

const FIELDS = [
  ['amount', 'refund-amount'],
  ['method', 'refund-method'],
  ['refunded_at', 'refund-day'],
] as const;

interface Props {
  request: ReturnDetail;
  lang: Lang;
  onDone: (next: ReturnDetail) => void;
}

/** Today in the member's own calendar, as YYYY-MM-DD. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function RefundForm({ request, lang, onDone }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const currency = request.order.currency;
  const [amount, setAmount] = useState(() => showAmount(request.refundable, currency));
  const [method, setMethod] = useState<RefundMethod | null>(null);
  const [day, setDay] = useState(today);
  const { errors, setErrors, pending, run, alert } = useReturnAction(FIELDS, onDone);
  const most = intl.formatNumber(request.refundable / 100, { style: 'currency', currency });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount, currency);
    const fields: Record<string, string> = {};
    if (minor === null || minor < 1) fields.amount = t('returns.errors.amount_invalid');
    else if (minor > request.refundable) fields.amount = t('returns.errors.amount_too_high');
    if (!method) fields.method = t('returns.errors.method_invalid');
    if (Object.keys(fields).length || minor === null || !method) {
      setErrors({ fields, form: [] });
      return;
    }
    void run(() => refundReturn(request.id, lang, { amount: minor, method, refunded_at: day }));
  };

  return (
    <form
      className="form return-action"
      noValidate
      onSubmit={submit}
      aria-labelledby="return-refund-title"
    >
      <h2 id="return-refund-title">{t('returns.refund.title')}</h2>
      <p className="returns__muted">{t('returns.refund.detail', { most })}</p>
      <FormAlert ref={alert} messages={errors.form} />
      <FormTextField
        id="refund-amount"
        label={t('returns.refund.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={setAmount}
        isRequired
        error={errors.fields.amount}
      />
      <ChoiceGroup
        id="refund-method"
        label={t('returns.refund.method')}
        value={method}
        onChange={(value) => setMethod(value as RefundMethod)}
        isRequired
        choices={REFUND_METHODS.map((value) => ({
          value,
          title: t(`returns.method.${value}`),
        }))}
        error={errors.fields.method}
      />
      <FormTextField
        id="refund-day"
        type="date"
        label={t('returns.refund.day')}
        value={day}
        onChange={setDay}
        isRequired
        error={errors.fields.refunded_at}
      />
      <Button type="submit" className="button" isPending={pending}>
        {t('returns.refund')}
      </Button>
    </form>
  );
}
