/**
 * Place order: the whole draft is checked with the server's CheckoutReadySchema first, then handed to
 * the `placeOrder` the page gives (it sends now, or queues while offline). What comes back decides
 * what the shopper sees: the confirmation, a pending order, the lines' problems, or the fields' errors.
 * An order queued earlier (before a reload, say) is pending while the outbox holds it, and a refusal the
 * outbox got for it later is shown on review as this tab's own would be: the lines' problems, the errors.
 */
import { useRef, useState } from 'react';
import type { FieldErrors } from '../../../contract/api/field-errors';
import type { Problem } from '../../../contract/types';
import type { CartLineRow } from '../../lib/db/schema';
import { useLang } from '../../lib/i18n/routing';
import type { OrderOnDevice, PlaceOrder, PlaceResult } from '../../lib/orders/place-order';
import { bodyLines, orderBody } from './body';
import type { CheckoutForm } from './use-checkout-form';
import { useFinishPlaced } from './use-finish-placed';
import { readyOrder } from './validation';

/**
 * failed: the device could not even keep the order (nothing placed or queued); refused: the server
 * turned it down for no reason the form can show.
 */
export type PlaceState = 'idle' | 'placing' | 'queued' | 'failed' | 'refused';

interface Options {
  token: string;
  lines: readonly CartLineRow[];
  form: CheckoutForm;
  flush: () => Promise<void>;
  placeOrder: PlaceOrder;
  /** What the outbox says of this token's order. */
  device: OrderOnDevice;
  /** The server has the order: the page empties the cart. */
  onPlaced: () => void;
  /** Asks the server's view again (after a 409, for the new prices and stock). */
  refresh: () => void;
}

type Refusal = Extract<PlaceResult, { kind: 'refused' }>;

export function usePlaceOrder(options: Options): {
  state: PlaceState;
  problems: Problem[] | null;
  outboxErrors: FieldErrors | null;
  place: () => Promise<void>;
} {
  const { token, lines, form, flush, placeOrder, device, onPlaced, refresh } = options;
  const [state, setState] = useState<PlaceState>('idle');
  // A 409's problems belong to the lines as they were: any change to the cart retires them.
  const [refused, setRefused] = useState<{ problems: Problem[]; lines: string } | null>(null);
  // The outbox's refusal as it stood when the shopper placed the order again: answered since, so retired.
  const [retired, setRetired] = useState<number | null>(null);
  // One order at a time: a second press (a double click) during the first is ignored.
  const busy = useRef(false);
  const finishPlaced = useFinishPlaced();
  // The order's language, which its mails are written in: the page's.
  const lang = useLang();
  const linesKey = JSON.stringify(bodyLines(lines));

  const showRefusal = (result: Refusal) => {
    if (result.problems && result.problems.length > 0) {
      setState('idle');
      setRefused({ problems: result.problems, lines: linesKey });
      refresh();
    } else if (result.errors && Object.keys(result.errors).length > 0) {
      setState('idle');
      form.showErrors(result.errors);
    } else {
      setState('refused');
    }
  };

  const place = async () => {
    if (busy.current) return;
    const ready = readyOrder(form.draft);
    if (!ready.ok) {
      form.showErrors(ready.errors);
      return;
    }
    busy.current = true;
    setState('placing');
    setRefused(null);
    if (device.kind === 'refused') setRetired(device.queuedAt);
    let result;
    try {
      await flush();
      const body = orderBody(lines, ready.value, form.draft.discount_code);
      result = await placeOrder(token, body, lang);
    } catch {
      setState('failed');
      return;
    } finally {
      busy.current = false;
    }
    if (result.kind === 'placed') {
      await finishPlaced(token, result.order);
      // Only now, with the order on the server: a failed or queued order keeps its cart.
      onPlaced();
    } else if (result.kind === 'queued') {
      setState('queued');
    } else {
      showRefusal(result);
    }
  };

  // Queued is what the outbox says; this tab's own answer only covers the moment before it says so.
  const pending = device.kind === 'queued' || (state === 'queued' && device.kind === 'none');
  // The outbox's refusal, unless the shopper has placed the order again since.
  const outbox =
    device.kind === 'refused' && device.queuedAt !== retired ? readRefusal(device, linesKey) : null;
  let shown: PlaceState = pending ? 'queued' : state === 'queued' ? 'idle' : state;
  if (shown === 'idle' && !refused && outbox?.plain) shown = 'refused';
  return {
    state: shown,
    problems: refused && refused.lines === linesKey ? refused.problems : (outbox?.problems ?? null),
    /** The fields' errors of a refusal the outbox got (they show on review, beside the lines). */
    outboxErrors: outbox?.errors ?? null,
    place,
  };
}

/** The outbox's refusal: problems of lines still as they were, errors, or neither (a plain no). */
function readRefusal(device: Extract<OrderOnDevice, { kind: 'refused' }>, linesKey: string) {
  const problems = device.problems?.length ? device.problems : null;
  const errors = device.errors && Object.keys(device.errors).length > 0 ? device.errors : null;
  return {
    problems: problems && JSON.stringify(device.lines) === linesKey ? problems : null,
    errors,
    plain: !problems && !errors,
  };
}
