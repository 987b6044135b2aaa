import { useIntl } from 'react-intl';
import { ChoiceGroup } from '../../../ui/choice-group';
import { fieldId } from '../fields';
import type { CheckoutForm } from '../use-checkout-form';
import { useErrorText } from '../use-error-text';
import { StepActions } from './step-actions';
import { StepSection } from './step-section';

/**
 * Step 3: cash on delivery. The card is offered, as the shop will take it, and refused at once with the
 * spec's message (the contract's PaymentChoiceSchema, which the server applies too).
 */
export function PaymentStep({ form }: { form: CheckoutForm }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const path = 'payment_method';
  return (
    <StepSection
      title={intl.formatMessage({ id: 'checkout.step.payment' })}
      focusOnOpen={form.moved}
      onSubmit={form.next}
    >
      <ChoiceGroup
        id={fieldId(path)}
        label={intl.formatMessage({ id: 'checkout.payment.title' })}
        choices={[
          {
            value: 'cod',
            title: intl.formatMessage({ id: 'checkout.payment.cod' }),
            detail: intl.formatMessage({ id: 'checkout.payment.codDetail' }),
          },
          { value: 'card', title: intl.formatMessage({ id: 'checkout.payment.card' }) },
        ]}
        value={form.value(path) || null}
        onChange={(v) => form.choose(path, v)}
        isRequired
        error={errorText(form.errors[path])}
      />
      <StepActions onBack={() => form.goTo('shipping')} />
    </StepSection>
  );
}
