/**
 * Places an order exactly once and never loses it offline (issue 11). Online, it is sent at once. With
 * no network (the browser says offline, or the calls got no answer or a passing one), it is written to
 * the outbox (lib/db/outbox.ts, strict durability) and answered `queued`: only the server's answer ever
 * makes it `placed`. A queued order is sent later by the replayer or the worker, which the checkout
 * token keeps to one order however many of them try.
 */
import type { PlaceOrder, PlaceResult } from '../../lib/orders/place-order';
import { getToken } from '../../lib/api/token';
import { queueOrder, settleRow } from '../../lib/db/outbox';
import { sendOrder } from './api';
import { requestBackgroundSync } from './background-sync';
import { markOutboxWork } from './pending-hint';

/**
 * Rejects only when the device cannot store a queued order (storage full or unavailable): then nothing
 * is placed or queued, and the checkout says so.
 */
export const placeOrder: PlaceOrder = async (token, body, lang) => {
  if (globalThis.navigator?.onLine === false) return queue(token, body, lang);
  const outcome = await sendOrder({ token, body, lang });
  if (outcome.kind === 'retry') return queue(token, body, lang);
  if (outcome.kind === 'refused') {
    const { status, problems, errors } = outcome;
    return {
      kind: 'refused',
      status,
      ...(problems ? { problems } : {}),
      ...(errors ? { errors } : {}),
    };
  }
  // Kept for the order page offline; a row queued for this token earlier goes (the server has it now).
  await settleRow(token, 'checkout', outcome).catch((error: unknown) =>
    console.warn('the placed order was not saved on this device:', error),
  );
  return outcome;
};

async function queue(
  token: string,
  body: Parameters<PlaceOrder>[1],
  lang: Parameters<PlaceOrder>[2],
): Promise<PlaceResult> {
  const withSession = getToken() !== null;
  await queueOrder(token, body, { withSession, lang });
  markOutboxWork();
  // The worker sends guests' orders only (it has no session): a customer's waits for a page.
  if (!withSession) requestBackgroundSync();
  return { kind: 'queued' };
}
