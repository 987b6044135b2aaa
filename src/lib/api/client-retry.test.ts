// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, RETRY_STATUSES } from '../../../contract/constants';
import { api } from './client';
import type { ApiError } from './errors';
import { scriptFetch } from './test-fetch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles a promise into a value so the test can step the clock while it is pending. */
function settle<T>(promise: Promise<T>) {
  const state: { value?: T; error?: ApiError; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: ApiError) => Object.assign(state, { error, done: true }),
  );
  return state;
}

const ok = { body: { data: 'fresh' } };

describe('api client: GET retry', () => {
  it.each(RETRY_STATUSES)('retries a GET once, 500 ms after a %i', async (status) => {
    const { fn } = scriptFetch({ status, body: { message: 'busy' } }, ok);
    const result = settle(api.get('/api/catalog/home'));
    await vi.advanceTimersByTimeAsync(499);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ done: true, value: 'fresh' });
  });

  it('retries only once, then rejects with the last error', async () => {
    const { fn } = scriptFetch({ status: 503, body: {} });
    const result = settle(api.get('/api/catalog/home'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.error).toMatchObject({ statusCode: 503, message: 'Server error' });
  });

  it('retries a GET once after a network error', async () => {
    const { fn } = scriptFetch('network-error', ok);
    const result = settle(api.get('/api/catalog/home'));
    await vi.advanceTimersByTimeAsync(500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.value).toBe('fresh');
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { fn } = scriptFetch({ status, body: {} }, ok);
    const result = settle(api.get('/api/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error?.statusCode).toBe(status);
  });

  it('does not retry when the caller aborts, even while waiting to retry', async () => {
    const { fn } = scriptFetch({ status: 503, body: {} }, ok);
    const controller = new AbortController();
    const result = settle(api.get('/api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ aborted: true, statusCode: 0 });
  });

  it('does not retry an in-flight request the caller aborts', async () => {
    const { fn } = scriptFetch('hang', ok);
    const controller = new AbortController();
    const result = settle(api.get('/api/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ aborted: true, offline: false });
  });
});

describe('api client: writes are never retried', () => {
  const writes = [
    ['post', () => api.post('/api/x', { a: 1 })],
    ['put', () => api.put('/api/x', { a: 1 })],
    ['patch', () => api.patch('/api/x', { a: 1 })],
    ['del', () => api.del('/api/x')],
  ] as const;

  it.each(writes)('%s is not retried on a 503', async (_name, call) => {
    const { fn } = scriptFetch({ status: 503, body: {} }, ok);
    const result = settle(call());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error?.statusCode).toBe(503);
  });

  it.each(writes)('%s is not retried after a network error', async (_name, call) => {
    const { fn } = scriptFetch('network-error', ok);
    const result = settle(call());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.error?.offline).toBe(true);
  });
});

describe('api client: timeout', () => {
  it(`gives up on a write after ${API_TIMEOUT_MS} ms`, async () => {
    const { fn, calls } = scriptFetch('hang');
    const result = settle(api.post('/api/checkouts/t/complete'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(result.done).toBe(false);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(result.error).toMatchObject({
      message: 'Request timed out',
      statusCode: 0,
      offline: true,
      timedOut: true,
      aborted: false,
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries a timed-out GET once with a fresh timeout', async () => {
    const { fn, calls } = scriptFetch('hang', ok);
    const result = settle(api.get('/api/catalog/home'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 500);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(calls[1]?.signal?.aborted).toBe(false);
    expect(result.value).toBe('fresh');
  });

  it('rejects a GET that times out twice after both attempts', async () => {
    const { fn } = scriptFetch('hang');
    const result = settle(api.get('/api/catalog/home'));
    await vi.advanceTimersByTimeAsync(2 * API_TIMEOUT_MS + 499);
    expect(result.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.error?.timedOut).toBe(true);
  });
});
