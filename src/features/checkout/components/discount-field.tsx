import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { MAX_DISCOUNT_CODE } from '../../../../contract/api/limits';
import { FormTextField } from '../../../ui/text-field';
import { fieldId } from '../fields';
import { useErrorText } from '../use-error-text';
import '../../../ui/link-button.css';

/** How an Apply went: the server took the code, refused it (message ids), or could not be reached. */
export type ApplyResult = { ok: true } | { ok: false; errors?: string[]; offline?: boolean };

interface DiscountFieldProps {
  /** The code the server applied, if any. */
  applied: string | null;
  /** The server's refusal from elsewhere (a 422 of the order, or of the code once applied). */
  error?: readonly string[] | undefined;
  onApply: (code: string) => Promise<ApplyResult>;
  onRemove: () => void;
}

/** A discount code: the server alone says whether it applies, and its 422 is shown at the field. */
export function DiscountField({ applied, error, onApply, onRemove }: DiscountFieldProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<readonly string[]>();
  const [offline, setOffline] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    setBusy(true);
    const result = await onApply(code.trim());
    setBusy(false);
    setOffline(!result.ok && result.offline === true);
    setRefused(result.ok ? undefined : result.errors);
    if (result.ok) setCode('');
  };

  const message = offline
    ? intl.formatMessage({ id: 'checkout.discount.offline' })
    : errorText(refused ?? error);
  return (
    <form className="discount" noValidate onSubmit={(e) => void apply(e)}>
      <div className="discount__row">
        <FormTextField
          id={fieldId('discount_code')}
          name="discount_code"
          autoComplete="off"
          maxLength={MAX_DISCOUNT_CODE}
          label={intl.formatMessage({ id: 'checkout.discount.label' })}
          value={code}
          onChange={(v) => {
            setCode(v);
            setRefused(undefined);
            setOffline(false);
          }}
          error={message}
        />
        <Button type="submit" className="button button--ghost discount__apply" isDisabled={busy}>
          {intl.formatMessage({ id: 'checkout.discount.apply' })}
        </Button>
      </div>
      {applied && (
        <p className="discount__applied">
          <span>{intl.formatMessage({ id: 'checkout.discount.applied' }, { code: applied })}</span>
          <Button className="link-button" onPress={onRemove}>
            {intl.formatMessage({ id: 'checkout.discount.remove' }, { code: applied })}
          </Button>
        </p>
      )}
    </form>
  );
}
