import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Form,
  Label,
  TextArea,
  TextField,
} from 'react-aria-components';
import type { FieldErrors } from '../../../../contract/api/field-errors';
import { check } from '../../../../contract/api/field-errors';
import { ReturnBodySchema } from '../../../../contract/api/inputs';
import { MAX_RETURN_REASON } from '../../../../contract/api/limits';
import type { Order } from '../../../../contract/types';
import { isApiError, type ApiError } from '../../../lib/api/errors';
import { sizeName } from '../../../lib/i18n/size-name';
import { isOfflineError } from '../../../lib/offline-view';
import { BusyButton } from '../../../ui/busy-button';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import '../../../ui/check-box.css';
import { requestReturn } from '../api';
import {
  initialPicks,
  pickedIds,
  placeErrors,
  refusalErrors,
  returnableLines,
  returnBody,
  type PlacedErrors,
} from '../return-form-model';

interface ReturnFormProps {
  order: Order;
  onSent: () => void;
  onCancel: () => void;
}

/** The message ids of a refusal: the client keeps a 422's; a 409's are in its body, if anywhere. */
function errorsOf(error: ApiError): FieldErrors | undefined {
  if (error.errors) return error.errors;
  const body = error.data as { errors?: unknown } | null | undefined;
  return typeof body?.errors === 'object' && body.errors !== null
    ? (body.errors as FieldErrors)
    : undefined;
}

/**
 * "Request a return": the lines left to return and how many of each, and a reason, checked with the
 * API's own schema before sending; each message shows at its field, the server's refusals too (a 422's
 * fields, the order's state), and a failure to send says whether to wait for the network or try again.
 */
export function ReturnForm({ order, onSent, onCancel }: ReturnFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const formRef = useRef<HTMLFormElement>(null);
  const returnable = returnableLines(order);
  const lineOf = new Map(order.lines.map((l) => [l.variant_id, l]));
  const [picks, setPicks] = useState(() => initialPicks(returnable));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<PlacedErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const picked = pickedIds(returnable, picks);

  // The form opens from a button that goes away: focus starts on its first choice.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
  }, []);

  const showErrors = (placed: PlacedErrors) => {
    setErrors(placed);
    // After this render: the first field that needs the shopper, or the form's own message.
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector<HTMLElement>(
          '[data-invalid] input, [aria-invalid="true"], .return-form__failure',
        )
        ?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const result = check(ReturnBodySchema, returnBody(returnable, picks, reason));
    if (!result.ok) return showErrors(placeErrors(result.errors, picked));
    setErrors(null);
    setFailure(null);
    setSending(true);
    try {
      await requestReturn(order.token, result.value);
      onSent();
    } catch (error) {
      const refused = isApiError(error) ? refusalErrors(error.statusCode, errorsOf(error)) : null;
      if (refused) showErrors(placeErrors(refused, picked));
      else setFailure(isOfflineError(error) ? 'orders.returns.offline' : 'orders.returns.failed');
    } finally {
      setSending(false);
    }
  };

  const formErrors = [...(errors?.form ?? []), ...(failure ? [failure] : [])];
  return (
    <Form
      ref={formRef}
      className="return-form"
      validationBehavior="aria"
      aria-labelledby="return-form-title"
      onSubmit={(e) => void submit(e)}
    >
      <h3 id="return-form-title" className="return-form__title">
        {t('orders.returns.request')}
      </h3>
      <CheckboxGroup
        className="return-form__lines"
        value={picked}
        isInvalid={Boolean(errors?.lines)}
        onChange={(ids) =>
          setPicks((prev) =>
            Object.fromEntries(
              Object.entries(prev).map(([id, pick]) => [id, { ...pick, picked: ids.includes(id) }]),
            ),
          )
        }
      >
        <Label className="return-form__label">{t('orders.returns.items')}</Label>
        {returnable.map(({ variant_id: id, quantity: most }) => {
          const line = lineOf.get(id);
          const pick = picks[id];
          const lineError = errors?.line[id];
          const name = line?.product.name ?? id;
          return (
            <div key={id} className="return-form__line">
              <Checkbox value={id} className="return-form__check">
                <span className="check-box" aria-hidden="true" />
                <span>
                  {name}
                  {line && (
                    <span className="return-form__variant">
                      {' '}
                      {t('orders.line.variant', {
                        color: t(`color.${line.color}`),
                        size: sizeName(intl, line.size),
                      })}
                    </span>
                  )}
                </span>
              </Checkbox>
              {pick?.picked && most > 1 && (
                <QuantityStepper
                  label={t('orders.returns.quantity', { name })}
                  value={pick.quantity}
                  max={most}
                  onChange={(quantity) =>
                    setPicks((prev) => ({ ...prev, [id]: { picked: true, quantity } }))
                  }
                  labels={{
                    decrease: t('orders.returns.decrease', { name }),
                    increase: t('orders.returns.increase', { name }),
                  }}
                />
              )}
              {lineError && <p className="field-error">{t(lineError)}</p>}
            </div>
          );
        })}
        <FieldError className="field-error">{errors?.lines ? t(errors.lines) : null}</FieldError>
      </CheckboxGroup>

      <TextField
        className="return-form__reason"
        value={reason}
        onChange={setReason}
        isInvalid={Boolean(errors?.reason)}
        isRequired
        maxLength={MAX_RETURN_REASON}
      >
        <Label className="return-form__label">{t('orders.returns.reason')}</Label>
        <TextArea rows={3} className="return-form__textarea" />
        <FieldError className="field-error">{errors?.reason ? t(errors.reason) : null}</FieldError>
      </TextField>

      {formErrors.length > 0 && (
        <div role="alert" className="return-form__failure" tabIndex={-1}>
          {formErrors.map((id) => (
            <p key={id}>{t(id)}</p>
          ))}
        </div>
      )}
      <div className="return-form__actions">
        <BusyButton type="submit" className="button" isBusy={sending}>
          {sending ? t('orders.returns.sending') : t('orders.returns.submit')}
        </BusyButton>
        <Button className="button button--ghost" onPress={onCancel}>
          {t('orders.returns.cancel')}
        </Button>
      </div>
    </Form>
  );
}
