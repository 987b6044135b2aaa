/**
 * The app's only HTTP client, on the platform's fetch (ofetch, ufo and destr were 4 KB gzip of the
 * entry for the few lines below). It keeps nothing itself: the session token is in
 * the cookie (token.ts) and response caching is the service worker's job. Each attempt gets its
 * own 10 s timeout; GET retries follow retry.ts. Every failure rejects with an ApiError.
 * Calls take the URL a path builder of contract/api/paths.ts made, query included, and only put the
 * runtime API base in front: the answer's type comes with the URL.
 */
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

/** A 4xx/5xx answer, with its parsed body. */
class HttpFailure {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {}
}

/** Plain objects, arrays and values with toJSON go as JSON; a string, FormData or Blob as it is. */
function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  const plain =
    typeof body !== 'object' ||
    Array.isArray(body) ||
    Object.getPrototypeOf(body) === Object.prototype ||
    Object.getPrototypeOf(body) === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function';
  return plain ? JSON.stringify(body) : (body as BodyInit);
}

/** The parsed JSON answer; the text when it is not JSON; undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<unknown> {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildApiUrl(url), {
    method,
    headers,
    body: encodeBody(body),
    signal,
  });
  // Successes and errors alike may carry a new token; a 401 ends the session.
  const newToken = response.headers.get(NEW_TOKEN_HEADER);
  if (newToken) setToken(newToken);
  if (response.status === 401) clearToken();
  const data = await readBody(response);
  if (response.status >= 400) throw new HttpFailure(response.status, data);
  return data;
}

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
    const envelope: unknown = await send(method, url, body, controller.signal);
    return typeof envelope === 'object' && envelope !== null && 'data' in envelope
      ? envelope.data
      : undefined;
  } catch (cause) {
    if (signal?.aborted) throw abortedError();
    if (timedOut) throw timeoutError();
    if (cause instanceof HttpFailure) throw apiErrorFromResponse(cause.status, cause.data);
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
