import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { FieldErrors } from '../../../../contract/api/field-errors';
import type { Problem } from '../../../../contract/types';
import type { CheckoutStep } from '../../../lib/db/schema';
import { useLang } from '../../../lib/i18n/routing';
import { useOnline } from '../../../lib/online-status';
import { storeInfoState } from '../../../lib/store-info-state';
import { countryOptions } from '../../../lib/country-options';
import type { Summary } from '../summary';
import type { CheckoutForm } from '../use-checkout-form';
import { useErrorText } from '../use-error-text';
import type { PlaceState } from '../use-place-order';
import { stepOfField } from '../validation';
import { StepActions } from './step-actions';
import { StepSection } from './step-section';
import { OfflineNote, SummaryAmounts } from './summary-amounts';
import { SummaryLines, type LineActions } from './summary-lines';

interface ReviewStepProps {
  form: CheckoutForm;
  summary: Summary;
  problems: Map<string, Problem[]>;
  offline: boolean;
  actions: LineActions;
  placeState: PlaceState;
  /** A refusal the outbox got: every field's errors but the code's (shown at its field). */
  outboxErrors: FieldErrors | null;
  onPlace: () => void;
}

/**
 * Step 4: everything the order will be, each part with its way back, then Place order. Once the order is
 * queued it stands still (no way back, no changes): it says the order is pending, never that it is placed.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { form, summary, problems, offline, actions, placeState, outboxErrors, onPlace } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useErrorText();
  const pending = placeState === 'queued';
  // Queued by this press of Place order (not found so on opening): the new heading takes the focus the
  // vanished button had.
  const [pendingOnOpen] = useState(pending);
  // Errors of no field on a form (the lines, say) are shown here; the code's at its own field.
  const reviewErrors = Object.entries(form.errors).filter(([p]) => stepOfField(p) === 'review');
  const otherErrors = Object.entries({ ...Object.fromEntries(reviewErrors), ...outboxErrors })
    .filter(([path]) => path !== 'discount_code')
    .map(([path, ids]) => <p key={path}>{errorText(ids)}</p>);
  return (
    <StepSection
      key={pending ? 'pending' : 'review'}
      title={t(pending ? 'checkout.queued.title' : 'checkout.review.title')}
      focusOnOpen={form.moved || (pending && !pendingOnOpen)}
      onSubmit={onPlace}
    >
      {pending && <QueuedNotice />}
      <ReviewFacts form={form} canChange={!pending} />
      {problems.size > 0 && (
        <p className="checkout-alert" role="alert">
          {t('checkout.problems.intro')}
        </p>
      )}
      {otherErrors.length > 0 && (
        <div className="checkout-alert" role="alert">
          {otherErrors}
        </div>
      )}
      <SummaryLines
        lines={summary.lines}
        problems={problems}
        actions={pending ? undefined : actions}
      />
      <SummaryAmounts summary={summary} offline={offline} />
      {(placeState === 'failed' || placeState === 'refused') && (
        <p className="checkout-alert" role="alert">
          {t(placeState === 'failed' ? 'checkout.failed' : 'checkout.refused')}
        </p>
      )}
      {!pending && (
        <StepActions
          onBack={() => form.goTo('payment')}
          submitLabel={t(placeState === 'placing' ? 'checkout.placing' : 'checkout.placeOrder')}
          isBusy={placeState === 'placing'}
        />
      )}
      {offline && <OfflineNote />}
    </StepSection>
  );
}

/** Queued in the outbox: it goes when the network is back (and says so while it goes). */
function QueuedNotice() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <p className="checkout-queued" role="status">
      {intl.formatMessage({ id: online ? 'checkout.queued.sending' : 'checkout.queued.text' })}
    </p>
  );
}

function ReviewFacts({ form, canChange }: { form: CheckoutForm; canChange: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { info } = useSnapshot(storeInfoState);
  const t = (id: string) => intl.formatMessage({ id });
  const { draft } = form;
  const a = draft.shipping_address;
  const country = countryOptions(info, lang).find((c) => c.id === a.country)?.name ?? a.country;
  const fact = (label: string, step: CheckoutStep, value: string) => (
    <div className="review-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
      {canChange && (
        <dd className="review-fact__change">
          <Button
            className="link-button"
            aria-label={intl.formatMessage({ id: 'checkout.changeNamed' }, { section: label })}
            onPress={() => form.goTo(step)}
          >
            {t('checkout.change')}
          </Button>
        </dd>
      )}
    </div>
  );
  return (
    <dl className="review-facts">
      {fact(t('checkout.contact.email'), 'information', draft.email)}
      {fact(
        t('checkout.address.title'),
        'information',
        [a.full_name, a.phone, a.address, `${a.city}, ${a.state} ${a.zip}`, country].join(' · '),
      )}
      {fact(
        t('checkout.shipping.title'),
        'shipping',
        draft.shipping_method ? t(`checkout.shipping.${draft.shipping_method}`) : '',
      )}
      {fact(
        t('checkout.payment.title'),
        'payment',
        draft.payment_method ? t(`checkout.payment.${draft.payment_method}`) : '',
      )}
    </dl>
  );
}
