/**
 * Retry policy of the API client (spec sections 7 and 8): a GET is retried once, 500 ms later,
 * when the answer is one of RETRY_STATUSES or no answer came (network failure or timeout), since
 * reads are safe to repeat on a flaky mobile network. Writes are never retried: repeating a POST
 * could place an order twice. A request the caller aborted is never retried.
 */
import { RETRY_STATUSES } from '../../../contract/constants';
import type { ApiError } from './errors';
import { abortedError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const retryStatuses: ReadonlySet<number> = new Set(RETRY_STATUSES);

/** How many attempts a method gets in all. */
export function attemptsFor(method: HttpMethod): number {
  return method === 'GET' ? 2 : 1;
}

export function isRetryable(error: ApiError): boolean {
  if (error.aborted) return false;
  return error.offline || retryStatuses.has(error.statusCode);
}

/** Waits `ms`, or rejects with an aborted ApiError as soon as `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
