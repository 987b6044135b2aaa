/**
 * The app's only HTTP client, built on ofetch. It keeps nothing itself: the session token is in
 * the cookie (token.ts) and response caching is the service worker's job. Each attempt gets its
 * own 10 s timeout; GET retries follow retry.ts. Every failure rejects with an ApiError.
 */
import { ofetch } from 'ofetch';
import type { FetchContext, FetchError } from 'ofetch';
// ofetch's own URL helpers (its dependency): the URL built here is byte for byte what ofetch built.
import { withBase, withQuery, type QueryObject } from 'ufo';
import { API_RETRY_DELAY_MS, API_TIMEOUT_MS, NEW_TOKEN_HEADER } from '../../../contract/constants';
import { getApiBase } from './api-base';
import { ApiError, abortedError, apiErrorFromResponse, networkError, timeoutError } from './errors';
import { attemptsFor, delay, isRetryable } from './retry';
import type { HttpMethod } from './retry';
import { clearToken, getToken, setToken } from './token';

/** Query values; undefined and null are left out, arrays repeat the key (`color=RED&color=BLUE`). */
export type ApiQuery = Record<string, unknown>;

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
  path: string,
  query: ApiQuery | undefined,
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
    const envelope: unknown = await fetcher(buildApiUrl(path, query), {
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
  path: string,
  init: { query?: ApiQuery; body?: unknown; signal?: AbortSignal | undefined },
): Promise<T> {
  const attempts = attemptsFor(method);
  for (let n = 1; ; n++) {
    try {
      return (await attempt(method, path, init.query, init.body, init.signal)) as T;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : networkError();
      if (n >= attempts || !isRetryable(apiError)) throw apiError;
      await delay(API_RETRY_DELAY_MS, init.signal);
    }
  }
}

function cleanQuery(query: ApiQuery | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null));
}

/**
 * The URL a call requests: the API base, the path, then the query. Exported because the service
 * worker names a changed answer by its request URL, and a screen must recognise its own read in it.
 */
export function buildApiUrl(path: string, query?: ApiQuery): string {
  const base = getApiBase();
  const url = base ? withBase(path, base) : path;
  const clean = cleanQuery(query);
  return clean ? withQuery(url, clean as QueryObject) : url;
}

/** Each call resolves with the response's `data` field (responses are `{ data }`). */
export const api = {
  get: <T>(path: string, query?: ApiQuery, options?: RequestOptions) =>
    request<T>('GET', path, { ...(query ? { query } : {}), signal: options?.signal }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { body, signal: options?.signal }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { body, signal: options?.signal }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { body, signal: options?.signal }),
  del: <T = void>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, { signal: options?.signal }),
};
