/**
 * How the worker sends a queued order: the same two calls the page makes (PUT the checkout, then
 * complete it), over plain fetch to this origin, since the worker has no API client and no session
 * (it sends guests' orders only, sync.ts). Each call gets the API's 10 s timeout; no call is retried
 * here: the outbox's next replay is the retry, and the server makes one order per token.
 */
import { checkoutPath, completeCheckoutPath } from '../../contract/api/private-paths';
import { API_TIMEOUT_MS } from '../../contract/constants';
import type { Order } from '../../contract/types';
import type { SendOutcome, SendQueued } from '../../src/lib/db/outbox';
import { completeAfterPutError, outcomeOfError } from '../../src/lib/db/outbox-answer';
import type { OutboxRow } from '../../src/lib/db/schema';

interface Answer {
  status: number;
  body: unknown;
}

export function fetchSender(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = API_TIMEOUT_MS,
): SendQueued {
  const call = async (method: string, url: string, body?: unknown): Promise<Answer | null> => {
    try {
      const response = await fetchImpl(url, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch {
      return null; // no answer: the network, or the timeout
    }
  };

  return async (row: OutboxRow): Promise<SendOutcome> => {
    const put = await call('PUT', checkoutPath(row.token), row.body);
    if (!put) return { kind: 'retry' };
    if (!ok(put.status) && !completeAfterPutError(put.status))
      return outcomeOfError(put.status, put.body);
    // In the language it was placed in: the order's mails are written in it.
    const done = await call('POST', completeCheckoutPath(row.token, { lang: row.lang }));
    if (!done) return { kind: 'retry' };
    if (!ok(done.status)) return outcomeOfError(done.status, done.body);
    const order = (done.body as { data?: Order } | null)?.data;
    return order ? { kind: 'placed', order } : { kind: 'retry' };
  };
}

const ok = (status: number) => status >= 200 && status < 300;
