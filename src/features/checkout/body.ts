/** The checkout's bodies: the draft PUT (whatever is typed so far) and the order (every field checked). */
import type { CartLineRow, CheckoutDraftRow } from '../../lib/db/schema';
import type { OrderBody } from '../../lib/orders/place-order';
import type { CheckoutBody } from './api';
import type { readyOrder } from './validation';

export const bodyLines = (lines: readonly CartLineRow[]): OrderBody['lines'] =>
  lines.map((l) => ({ variant_id: l.variantId, quantity: l.quantity }));

const orNull = (s: string) => (s.trim() === '' ? null : s);

/** Blank fields go as null (not sent), so the draft PUT never trips on what is not typed yet. */
export function draftBody(lines: readonly CartLineRow[], draft: CheckoutDraftRow): CheckoutBody {
  const address = draft.shipping_address;
  const typed = Object.values(address).some((s) => s.trim() !== '');
  return {
    lines: bodyLines(lines),
    email: orNull(draft.email),
    shipping_address: typed ? address : null,
    shipping_method: draft.shipping_method,
    payment_method: draft.payment_method,
    discount_code: orNull(draft.discount_code),
  };
}

type Ready = Extract<ReturnType<typeof readyOrder>, { ok: true }>['value'];

export function orderBody(
  lines: readonly CartLineRow[],
  ready: Ready,
  discountCode: string,
): OrderBody {
  return {
    lines: bodyLines(lines),
    email: ready.email,
    shipping_address: ready.shipping_address,
    shipping_method: ready.shipping_method,
    payment_method: ready.payment_method,
    discount_code: orNull(discountCode),
  };
}
