/**
 * The order's two calls, as the checkout page and the outbox's page-side replay make them: PUT the
 * checkout (the token is the device's, so this works as the first call after coming back online),
 * then complete it. The API client never retries a write; the outbox is the retry, and the server
 * makes one order per token however often it is completed.
 */
import { checkoutPath, completeCheckoutPath } from '../../../contract/api/private-paths';
import type { Lang } from '../../../contract/types';
import { isApiError } from '../../lib/api/errors';
import { api } from '../../lib/api/client';
import type { SendOutcome } from '../../lib/db/outbox';
import { completeAfterPutError, outcomeOfError } from '../../lib/db/outbox-answer';
import type { OrderBody } from '../../lib/orders/place-order';

/** 0 when no answer came (network failure, timeout). */
const statusOf = (error: unknown) => (isApiError(error) ? error.statusCode : 0);
const dataOf = (error: unknown) => (isApiError(error) ? error.data : undefined);

export async function sendOrder({
  token,
  body,
  lang,
}: {
  token: string;
  body: OrderBody;
  /** The order's language (its mails'); absent for a row queued before it was kept. */
  lang?: Lang;
}): Promise<SendOutcome> {
  try {
    await api.put(checkoutPath(token), body);
  } catch (error) {
    if (!completeAfterPutError(statusOf(error)))
      return outcomeOfError(statusOf(error), dataOf(error));
  }
  try {
    return { kind: 'placed', order: await api.post(completeCheckoutPath(token, { lang })) };
  } catch (error) {
    return outcomeOfError(statusOf(error), dataOf(error));
  }
}
