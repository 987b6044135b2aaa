import { useEffect } from 'react';
import type { Order } from '../../../../contract/types';
import type { CartLineRow } from '../../../lib/db/schema';
import type { OrderOnDevice, PlaceOrder } from '../../../lib/orders/place-order';
import { useLoadingLabel } from '../../../lib/use-loading-label';
import { PageLoading } from '../../../ui/page-loading';
import { useDraft } from '../use-draft';
import { useFinishPlaced } from '../use-finish-placed';
import { usePrefill, type CheckoutPrefill } from '../use-prefill';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutFlow } from './checkout-flow';
import type { LineActions } from './summary-lines';
import './checkout.css';

export interface CheckoutScreenProps {
  token: string;
  /** The cart's lines (the page reads the cart); undefined while they load. */
  lines: CartLineRow[] | undefined;
  /** What the outbox and the saved orders say of this token's order; undefined while read. */
  device: OrderOnDevice | undefined;
  placeOrder: PlaceOrder;
  /** The server has the order: empty the cart. */
  onPlaced: () => void;
  /** The cart's own changes, for a line the server says changed. */
  lineActions: LineActions;
  title: string;
  /** A signed-in customer's email and default address, for the fields still empty. */
  prefill?: (() => Promise<CheckoutPrefill | null>) | undefined;
}

/**
 * `/checkout/{token}`: the form restored from this device, the order pending while the outbox holds it,
 * the confirmation once the server has it, or the empty cart's way back to shopping.
 */
export function CheckoutScreen({
  token,
  lines,
  device,
  title,
  prefill,
  ...rest
}: CheckoutScreenProps) {
  const loading = useLoadingLabel();
  const handle = useDraft(token);
  usePrefill(handle, prefill);
  const { draft } = handle;
  let body;
  // An empty cart shows at once, while the device's draft and order are still being read (the
  // server renders it so): an order this device queued or placed for the token, rare with an empty
  // cart and no service worker, replaces it when read.
  if (lines?.length === 0 && (!device || device.kind === 'none')) body = <CheckoutEmpty />;
  else if (!draft || !lines || !device) body = <PageLoading label={loading} />;
  else if (device.kind === 'placed')
    body = <Placed token={token} order={device.order} label={loading} />;
  else if (lines.length === 0 && device.kind !== 'queued') body = <CheckoutEmpty />;
  else
    body = (
      <CheckoutFlow
        token={token}
        handle={{ ...handle, draft }}
        lines={lines}
        device={device}
        {...rest}
      />
    );
  return (
    <section className="checkout">
      <h1 className="checkout__title">{title}</h1>
      {body}
    </section>
  );
}

/** Placed (here, in another tab or by the worker): on to the confirmation. */
function Placed({ token, order, label }: { token: string; order: Order; label: string }) {
  const finishPlaced = useFinishPlaced();
  useEffect(() => {
    void finishPlaced(token, order);
    // Once per order: the function is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.token]);
  return <PageLoading label={label} />;
}
