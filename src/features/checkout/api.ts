/**
 * The checkout's calls, spelled by the contract's path builders. The PUT sends the cart's lines and the
 * form as they stand and answers the server's view of them: prices, shipping, discount, total and the
 * lines' problems (the client never computes an amount it shows as final). Placing the order is the
 * order outbox's (the page hands its `placeOrder` in).
 */
import { checkoutPath } from '../../../contract/api/private-paths';
import type { Lang } from '../../../contract/types';
import type { OrderBody } from '../../lib/orders/place-order';
import { api, type RequestOptions } from '../../lib/api/client';

/** A checkout's PUT body: a draft may still lack fields or carry wrong ones (the server bounds them). */
export interface CheckoutBody {
  lines: OrderBody['lines'];
  email: string | null;
  shipping_address: Partial<OrderBody['shipping_address']> | null;
  shipping_method: OrderBody['shipping_method'] | null;
  payment_method: OrderBody['payment_method'] | null;
  discount_code: string | null;
}

/** `lang`: the language of the lines' product cards in the answer. */
export const putCheckout = (
  token: string,
  lang: Lang,
  body: CheckoutBody,
  options?: RequestOptions,
) => api.put(checkoutPath(token, { lang }), body, options);
