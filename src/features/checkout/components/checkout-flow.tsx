import { useState } from 'react';
import type { CartLineRow, CheckoutDraftRow } from '../../../lib/db/schema';
import type { OrderOnDevice, PlaceOrder } from '../../../lib/orders/place-order';
import { draftBody } from '../body';
import { problemsByLine, summaryOf } from '../summary';
import { useCheckoutForm } from '../use-checkout-form';
import type { DraftHandle } from '../use-draft';
import { usePlaceOrder } from '../use-place-order';
import { useServerCheckout } from '../use-server-checkout';
import { useWide } from '../use-wide';
import { DiscountField } from './discount-field';
import { InformationStep } from './information-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { StepNav } from './step-nav';
import type { LineActions } from './summary-lines';

interface CheckoutFlowProps {
  token: string;
  handle: DraftHandle & { draft: CheckoutDraftRow };
  lines: CartLineRow[];
  device: OrderOnDevice;
  placeOrder: PlaceOrder;
  onPlaced: () => void;
  lineActions: LineActions;
}

/**
 * The four steps beside the order summary, over the draft, the server's view and Place order. While the
 * order waits in the outbox, the review stands still: what was queued is what will be sent.
 */
export function CheckoutFlow({
  token,
  handle,
  lines,
  device,
  placeOrder,
  onPlaced,
  lineActions,
}: CheckoutFlowProps) {
  const { update, flush } = handle;
  const form = useCheckoutForm(handle);
  const { draft } = form;
  // A code the server took before and refuses now (expired, used up): dropped, and the reason kept.
  const [codeRefused, setCodeRefused] = useState<string[]>();
  const server = useServerCheckout(token, draftBody(lines, draft), (errors) => {
    const ids = errors['discount_code'];
    if (!ids || !draft.discount_code) return;
    setCodeRefused(ids);
    update({ discount_code: '' });
  });
  const placing = usePlaceOrder({
    token,
    lines,
    form,
    flush,
    placeOrder,
    device,
    onPlaced,
    refresh: () => void server.send(draftBody(lines, draft)),
  });
  const wide = useWide();
  const summary = summaryOf(server.checkout, lines);
  const problems = problemsByLine(placing.problems ?? server.checkout?.problems ?? []);
  const codeError =
    form.errors['discount_code'] ?? placing.outboxErrors?.['discount_code'] ?? codeRefused;

  // Queued, the order stands still on review: what was queued is what will be sent.
  const pending = placing.state === 'queued';
  const step = pending ? 'review' : form.step;

  const applyCode = async (code: string) => {
    const result = await server.send(draftBody(lines, { ...draft, discount_code: code }));
    if (result.ok) {
      setCodeRefused(undefined);
      form.clear('discount_code');
      update({ discount_code: result.checkout.discount_code ?? code });
      void flush();
      return { ok: true } as const;
    }
    return { ok: false, errors: result.errors['discount_code'], offline: result.offline } as const;
  };

  const summaryView = (
    <div className="checkout__summary">
      <OrderSummary
        summary={summary}
        problems={problems}
        offline={server.offline}
        forceOpen={Boolean(codeError)}
        discount={
          !pending && (
            <DiscountField
              applied={draft.discount_code || null}
              error={codeError}
              onApply={applyCode}
              onRemove={() => {
                setCodeRefused(undefined);
                form.clear('discount_code');
                update({ discount_code: '' });
              }}
            />
          )
        }
      />
    </div>
  );
  const subtotalAfterDiscount = summary.subtotal - summary.discount;
  return (
    <div className="checkout__layout">
      {!wide && summaryView}
      <div className="checkout__form">
        {!pending && <StepNav step={step} onGoTo={form.goTo} />}
        {step === 'information' && <InformationStep form={form} />}
        {step === 'shipping' && (
          <ShippingStep form={form} subtotalAfterDiscount={subtotalAfterDiscount} />
        )}
        {step === 'payment' && <PaymentStep form={form} />}
        {step === 'review' && (
          <ReviewStep
            form={form}
            summary={summary}
            problems={problems}
            offline={server.offline}
            actions={lineActions}
            placeState={placing.state}
            outboxErrors={placing.outboxErrors}
            onPlace={() => void placing.place()}
          />
        )}
      </div>
      {wide && summaryView}
    </div>
  );
}
