import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useFormatMoney } from '../../../lib/i18n/money';
import { storeInfoState } from '../../../lib/store-info-state';
import { ChoiceGroup } from '../../../ui/choice-group';
import { fieldId } from '../fields';
import { shippingOptions } from '../options';
import type { CheckoutForm } from '../use-checkout-form';
import { useErrorText } from '../use-error-text';
import { StepActions } from './step-actions';
import { StepSection } from './step-section';

/**
 * Step 2: standard or express, priced from store info; standard reads Free once the subtotal after
 * discount reaches the threshold (the server prices the order by the same rule).
 */
export function ShippingStep({
  form,
  subtotalAfterDiscount,
}: {
  form: CheckoutForm;
  subtotalAfterDiscount: number;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const errorText = useErrorText();
  const { info } = useSnapshot(storeInfoState);
  const path = 'shipping_method';
  const choices = shippingOptions(info, subtotalAfterDiscount).map((o) => ({
    value: o.code,
    title:
      o.name?.[intl.locale.startsWith('en') ? 'en' : 'vi'] ??
      intl.formatMessage({ id: `checkout.shipping.${o.code}` }),
    detail: intl.formatMessage(
      { id: 'checkout.shipping.days' },
      { min: o.minDays, max: o.maxDays },
    ),
    aside:
      o.price === null
        ? undefined
        : o.price === 0
          ? intl.formatMessage({ id: 'checkout.shipping.free' })
          : formatMoney(o.price),
  }));
  return (
    <StepSection
      title={intl.formatMessage({ id: 'checkout.step.shipping' })}
      focusOnOpen={form.moved}
      onSubmit={form.next}
    >
      <ChoiceGroup
        id={fieldId(path)}
        label={intl.formatMessage({ id: 'checkout.shipping.title' })}
        choices={choices}
        value={form.value(path) || null}
        onChange={(v) => form.choose(path, v)}
        isRequired
        error={errorText(form.errors[path])}
      />
      <StepActions onBack={() => form.goTo('information')} />
    </StepSection>
  );
}
