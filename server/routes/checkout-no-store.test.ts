/**
 * Every checkout and order answer is one shopper's, so none may be kept by a cache: `no-store` on the
 * successes and on every refusal (400, 401, 404, 409, 413, 415, 422; a malformed token is a 404), the
 * account's orders included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOrdersPath,
  checkoutPath,
  completeCheckoutPath,
  orderPath,
  orderReturnsPath,
} from '../../contract/api/private-paths';
import { MAX_BODY_BYTES } from '../http/json-body';
import {
  newToken,
  placeOrderThroughApi,
  put,
  readyBody,
  setVariants,
} from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer } from './account-test-client';

let t: TestContext;
let variant: string;
let scarce: string;
let bearer: string;
let placed: { checkout: string; order: string };
let delivered: string;

beforeAll(async () => {
  t = await makeTestApp();
  [variant, scarce] = (await setVariants(t.handle, 2, { price: 1000, stock: 50 })) as [
    string,
    string,
  ];
  bearer = await newCustomer(t.app);
  const { token, res } = await placeOrderThroughApi(t.app, [{ variant_id: variant, quantity: 1 }]);
  placed = { checkout: token, order: res.body.data.token };
  const other = await placeOrderThroughApi(t.app, [{ variant_id: variant, quantity: 1 }]);
  delivered = other.res.body.data.token;
  await t.handle.pool.query(
    `update orders set status = 'delivered', delivered_at = now() where token = $1`,
    [delivered],
  );
}, 60_000);
afterAll(() => t.handle.close());

const json = { 'Content-Type': 'application/json' };

async function call(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const res = await t.app.request(path, { method, ...init });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get('Cache-Control') };
}

const jsonCall = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => call(method, path, { body: JSON.stringify(body), headers: { ...json, ...headers } });

describe('Cache-Control: no-store on every checkout and order answer', () => {
  const cases: [string, number, () => Promise<{ status: number; cacheControl: string | null }>][] =
    [
      [
        'PUT checkout',
        200,
        () =>
          jsonCall(
            'PUT',
            checkoutPath(newToken()),
            readyBody([{ variant_id: variant, quantity: 1 }]),
          ),
      ],
      [
        'PUT checkout, a completed one',
        200,
        () =>
          jsonCall(
            'PUT',
            checkoutPath(placed.checkout),
            readyBody([{ variant_id: variant, quantity: 9 }]),
          ),
      ],
      [
        'PUT checkout, an unusable code',
        422,
        () =>
          jsonCall(
            'PUT',
            checkoutPath(newToken()),
            readyBody([{ variant_id: variant, quantity: 1 }], { discount_code: 'NO-SUCH-CODE' }),
          ),
      ],
      [
        'PUT checkout, a bad body',
        422,
        () => jsonCall('PUT', checkoutPath(newToken()), { lines: 'many' }),
      ],
      [
        'PUT checkout, not JSON',
        400,
        () => call('PUT', checkoutPath(newToken()), { body: '{', headers: json }),
      ],
      [
        'PUT checkout, not sent as JSON',
        415,
        () =>
          call('PUT', checkoutPath(newToken()), {
            body: '{}',
            headers: { 'Content-Type': 'text/plain' },
          }),
      ],
      [
        'PUT checkout, too large',
        413,
        () =>
          call('PUT', checkoutPath(newToken()), {
            body: `{"x":"${'a'.repeat(MAX_BODY_BYTES)}"}`,
            headers: json,
          }),
      ],
      [
        'PUT checkout, a malformed token',
        404,
        () => jsonCall('PUT', checkoutPath('short'), readyBody([])),
      ],
      ['GET checkout', 200, () => call('GET', checkoutPath(placed.checkout))],
      ['GET checkout, unknown', 404, () => call('GET', checkoutPath(newToken()))],
      [
        'GET checkout, a bad query',
        400,
        () => call('GET', `${checkoutPath(placed.checkout)}?lang=fr`),
      ],
      [
        'POST complete, placed',
        201,
        async () => {
          const token = newToken();
          await put(t.app, token, readyBody([{ variant_id: variant, quantity: 1 }]));
          return call('POST', completeCheckoutPath(token));
        },
      ],
      ['POST complete, a repeat', 200, () => call('POST', completeCheckoutPath(placed.checkout))],
      ['POST complete, unknown', 404, () => call('POST', completeCheckoutPath(newToken()))],
      [
        'POST complete, not ready',
        422,
        async () => {
          const token = newToken();
          await put(
            t.app,
            token,
            readyBody([{ variant_id: variant, quantity: 1 }], { email: null }),
          );
          return call('POST', completeCheckoutPath(token));
        },
      ],
      [
        'POST complete, out of stock',
        409,
        async () => {
          const token = newToken();
          await put(t.app, token, readyBody([{ variant_id: scarce, quantity: 2 }]));
          await t.handle.pool.query('update variants set stock = 1 where id = $1', [scarce]);
          return call('POST', completeCheckoutPath(token));
        },
      ],
      ['GET order', 200, () => call('GET', orderPath(placed.order))],
      ['GET order, unknown', 404, () => call('GET', orderPath(newToken()))],
      ['GET order, a malformed token', 404, () => call('GET', orderPath('x'))],
      [
        'POST return',
        201,
        () =>
          jsonCall('POST', orderReturnsPath(delivered), {
            lines: [{ variant_id: variant, quantity: 1 }],
            reason: 'Too small',
          }),
      ],
      [
        'POST return, not delivered',
        422,
        () =>
          jsonCall('POST', orderReturnsPath(placed.order), {
            lines: [{ variant_id: variant, quantity: 1 }],
            reason: 'Too small',
          }),
      ],
      [
        'POST return, unknown order',
        404,
        () =>
          jsonCall('POST', orderReturnsPath(newToken()), {
            lines: [{ variant_id: variant, quantity: 1 }],
            reason: 'Too small',
          }),
      ],
      [
        'POST return, a bad body',
        422,
        () => jsonCall('POST', orderReturnsPath(delivered), { lines: [] }),
      ],
      [
        'GET account orders',
        200,
        () => call('GET', accountOrdersPath(), { headers: { Authorization: `Bearer ${bearer}` } }),
      ],
      ['GET account orders, signed out', 401, () => call('GET', accountOrdersPath())],
      [
        'GET account orders, a bad query',
        400,
        () =>
          call('GET', `${accountOrdersPath()}?lang=fr`, {
            headers: { Authorization: `Bearer ${bearer}` },
          }),
      ],
    ];

  it.each(cases)('%s: %i', async (_, status, run) => {
    const answer = await run();
    expect(answer.status).toBe(status);
    expect(answer.cacheControl).toBe('no-store');
  });
});
