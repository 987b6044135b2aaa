import { useIntl } from 'react-intl';
import type { CheckoutForm } from '../use-checkout-form';
import { AddressFields } from './address-fields';
import { ContactFields } from './contact-fields';
import { StepActions } from './step-actions';
import { StepSection } from './step-section';

/** Step 1: who to contact and where to ship. */
export function InformationStep({ form }: { form: CheckoutForm }) {
  const intl = useIntl();
  return (
    <StepSection
      title={intl.formatMessage({ id: 'checkout.step.information' })}
      focusOnOpen={form.moved}
      onSubmit={form.next}
    >
      <ContactFields form={form} />
      <AddressFields form={form} />
      <StepActions />
    </StepSection>
  );
}
