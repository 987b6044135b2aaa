/**
 * The app's only HTTP client, built on ofetch. It keeps nothing itself: the session token is in
 * the cookie (token.ts) and response caching is the service worker's job. Each attempt gets its
 * own 10 s timeout; GET retries follow retry.ts. Every failure rejects with an ApiError.
 * Calls take the URL a path builder of contract/api/paths.ts made, query included, and only put the
 * runtime API base in front: the answer's type comes with the URL.
 */
import { ofetch } from 'ofetch';
import type { FetchContext, FetchError } from 'ofetch';
import type { ApiUrl } from '../../../contract/api/paths';
import { API_RETRY_DELAY_MS, API_TIMEOUT_MS, NEW_TOKEN_HEADER } from '../../../contract/constants';
import { buildApiUrl } from './api-base';
import { ApiError, abortedError, apiErrorFromResponse, networkError, timeoutError } from './errors';
import { attemptsFor, delay, isRetryable } from './retry';
import type { HttpMethod } from './retry';
import { clearToken, getToken, setToken } from './token';

export interface RequestOptions {
  /** Aborting it cancels the request (and any pending retry); the promise rejects with `aborted: true`. */
  signal?: AbortSignal;
}

const fetcher = ofetch.create({
  // Retries and timeouts are done below: ofetch's own would retry a caller's abort once a
  // timeout is set, and would reuse an already-aborted signal for the retry.
  retry: false,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  onRequest({ options }: FetchContext) {
    const token = getToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
  // Runs for successes and errors alike, before ofetch throws for a 4xx/5xx.
  onResponse({ response }: FetchContext) {
    if (!response) return;
    const newToken = response.headers.get(NEW_TOKEN_HEADER);
    if (newToken) setToken(newToken);
    if (response.status === 401) clearToken();
  },
});

async function attempt(
  method: HttpMethod,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const envelope: unknown = await fetcher(buildApiUrl(url), {
      method,
      body: body as BodyInit | Record<string, unknown> | undefined,
      signal: controller.signal,
    });
    return typeof envelope === 'object' && envelope !== null && 'data' in envelope
      ? envelope.data
      : undefined;
  } catch (cause) {
    if (signal?.aborted) throw abortedError();
    if (timedOut) throw timeoutError();
    const response = (cause as Partial<FetchError>).response;
    if (response) throw apiErrorFromResponse(response.status, (cause as FetchError).data);
    throw networkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function request<T>(
  method: HttpMethod,
  url: string,
  init: { body?: unknown; signal?: AbortSignal | undefined },
): Promise<T> {
  const attempts = attemptsFor(method);
  for (let n = 1; ; n++) {
    try {
      return (await attempt(method, url, init.body, init.signal)) as T;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : networkError();
      if (n >= attempts || !isRetryable(apiError)) throw apiError;
      await delay(API_RETRY_DELAY_MS, init.signal);
    }
  }
}

/** Each call resolves with the response's `data` field (responses are `{ data }`), typed by the URL. */
export const api = {
  get: <T>(url: ApiUrl<T>, options?: RequestOptions) =>
    request<T>('GET', url, { signal: options?.signal }),
  post: <T>(url: ApiUrl<T>, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, { body, signal: options?.signal }),
  put: <T>(url: ApiUrl<T>, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, { body, signal: options?.signal }),
  patch: <T>(url: ApiUrl<T>, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, { body, signal: options?.signal }),
  del: <T = void>(url: ApiUrl<T>, options?: RequestOptions) =>
    request<T>('DELETE', url, { signal: options?.signal }),
};
