// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { ApiError } from './errors';
import { scriptFetch } from './test-fetch';

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const detailed = { error: 'Coupon expired', message: 'Something else' };
const messageOnly = { message: 'Email taken' };

// Every row of the catalogue (spec section 8). POST, so no retry gets in the way.
const rows: [status: number, body: unknown, message: string][] = [
  [401, { message: 'nope' }, 'Authentication required'],
  [403, { message: 'nope' }, 'Access forbidden'],
  [400, detailed, 'Coupon expired'],
  [400, messageOnly, 'Email taken'],
  [400, {}, 'Bad request'],
  [404, { message: 'No such product' }, 'Resource not found'],
  [
    422,
    { message: 'Invalid', errors: { email: ['checkout.errors.email_required'] } },
    'Validation error',
  ],
  [429, { message: 'Slow down' }, 'Too many requests'],
  ...[500, 502, 503, 504].flatMap((s): [number, unknown, string][] => [
    [s, detailed, 'Coupon expired'],
    [s, messageOnly, 'Email taken'],
    [s, {}, 'Server error'],
    [s, '<html>Bad Gateway</html>', 'Server error'],
  ]),
  [409, { message: 'Stock changed', problems: [] }, 'Stock changed'],
  [410, { error: 'Gone for good' }, 'Gone for good'],
  [418, {}, 'An unexpected error occurred'],
  [501, '', 'An unexpected error occurred'],
];

describe('api client: error catalogue', () => {
  it.each(rows)('%i with %j rejects with "%s"', async (status, body, message) => {
    scriptFetch({ status, body });
    const error = await failure(api.post('/api/checkouts/t/complete'));
    expect(error.message).toBe(message);
    expect(error.statusCode).toBe(status);
    expect(error.data).toEqual(body === '' ? undefined : body);
    expect(error.offline).toBe(false);
    expect(error.name).toBe('ApiError');
  });

  it('attaches the errors field of a 422', async () => {
    const errors = { 'shipping_address.city': ['checkout.errors.city_required'] };
    scriptFetch({ status: 422, body: { message: 'Invalid', errors } });
    const error = await failure(api.put('/api/checkouts/t', {}));
    expect(error.errors).toEqual(errors);
  });

  it('attaches no errors field to other statuses', async () => {
    scriptFetch({ status: 400, body: { message: 'Bad', errors: { x: ['y'] } } });
    const error = await failure(api.post('/api/x'));
    expect(error.errors).toBeUndefined();
  });

  it('rejects a network failure with statusCode 0 and offline', async () => {
    scriptFetch('network-error');
    const error = await failure(api.post('/api/auth/login', {}));
    expect(error).toMatchObject({
      message: 'Network error',
      statusCode: 0,
      offline: true,
      aborted: false,
    });
  });

  it('rejects a caller abort as aborted, not offline', async () => {
    scriptFetch('hang');
    const controller = new AbortController();
    const pending = failure(api.get('/api/x', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ statusCode: 0, aborted: true, offline: false });
  });
});
