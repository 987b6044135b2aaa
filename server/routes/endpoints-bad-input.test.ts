/**
 * Walks every endpoint of contract/api/endpoints.ts with hostile input: each query parameter, path
 * parameter and body field (nested ones too) replaced by wrong types, long strings, huge numbers,
 * lists where one value is expected and 10,000-element lists, and each body field left out. Whatever
 * the endpoint's schema rejects must answer a 4xx with the API's error body and exactly the schema's
 * field errors (400 for a query, 404 for a path, 422 for a body); nothing may answer a 5xx.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '../../contract/api/endpoints';
import { check } from '../../contract/api/field-errors';
import { fillRoute, productPath, withQuery } from '../../contract/api/paths';
import { registerPath } from '../../contract/api/private-paths';
import { ErrorBodySchema } from '../../contract/api/shapes';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import {
  newToken,
  placeOrderThroughApi,
  put,
  readyBody,
  setVariants,
} from '../test/checkout-client';
import { moveOrder } from '../orders/move-order';
import { newCustomer, newCustomerWith, person, resetTokenFor, send } from './account-test-client';
import { ADDRESS } from '../test/checkout-client';
import {
  BAD_BODY_VALUES,
  BAD_PARAMS,
  BAD_QUERY_VALUES,
  bodyPaths,
  bodyText,
  keysOf,
  without,
  withValue,
} from './bad-input-values';

interface Input {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: object;
}

let t: TestContext;
let token: string;
let valid: Record<EndpointName, Input>;
/** Endpoints that end sessions or the account run on a customer of their own. */
const ownBearer: Partial<Record<EndpointName, string>> = {};

beforeAll(async () => {
  t = await makeTestApp();
  token = await newCustomer(t.app);
  const product = t.shop.products[0]!;
  const card = (await getJson(t.app, productPath(product.slug, { lang: 'vi' }))).body.data;
  const login = person();
  await send(t.app, 'POST', registerPath(), login);
  // Checkouts and orders to call: a draft, one ready to complete, and a delivered order of 99 units.
  const [variant] = await setVariants(t.handle, 1, { price: 1000, stock: 1000 });
  const lines = [{ variant_id: variant!, quantity: 1 }];
  const draft = newToken();
  const ready = newToken();
  await put(t.app, draft, readyBody(lines));
  await put(t.app, ready, readyBody(lines));
  const placed = (
    await placeOrderThroughApi(t.app, [{ variant_id: variant!, quantity: 99 }], token)
  ).res.body.data;
  const [{ number }] = (
    await t.handle.pool.query('select number from orders where token = $1', [placed.token])
  ).rows;
  for (const to of ['confirmed', 'shipped', 'delivered'] as const)
    await moveOrder(t.handle.db, number, to, { origin: 'http://localhost' });
  for (const name of ['logoutAll', 'deleteAccount', 'changePassword'] as const)
    ownBearer[name] = await newCustomer(t.app);
  const address = (await send(t.app, 'POST', '/api/account/addresses', ADDRESS, token)).body.data
    .id as string;
  const other = (await send(t.app, 'POST', '/api/account/addresses', ADDRESS, token)).body.data
    .id as string;
  const resetToken = await resetTokenFor(t.handle.db, (await newCustomerWith(t.app)).id);
  // One valid call per endpoint: the hostile cases change one thing of it at a time.
  valid = {
    storeInfo: {},
    home: { query: { lang: 'en' } },
    collections: { query: { lang: 'en' } },
    collection: { params: { '*': 'women' }, query: { lang: 'en', per_page: '2' } },
    product: { params: { slug: product.slug }, query: { lang: 'en' } },
    search: { query: { q: 'ao', lang: 'en' } },
    variants: { query: { ids: card.variants[0].id } },
    pages: { query: { per_page: '2' } },
    page: { params: { slug: t.shop.pages[0]!.slug } },
    events: {},
    event: { params: { slug: t.shop.events[0]!.slug } },
    register: { body: person() },
    login: { body: { email: login.email, password: login.password } },
    logout: {},
    logoutAll: {},
    forgotPassword: { query: { lang: 'en' }, body: { email: login.email } },
    resetPassword: {
      body: {
        token: resetToken,
        password: 'a new password',
        password_confirmation: 'a new password',
      },
    },
    account: {},
    saveAccount: { body: { first_name: 'Mai', last_name: 'Trần', phone: '0912 345 678' } },
    deleteAccount: {},
    // The new password is the old one: every valid call leaves the next one valid.
    changePassword: {
      body: {
        current_password: 'correct horse',
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
    },
    accountAddresses: {},
    addAccountAddress: { body: { ...ADDRESS, is_default: false } },
    saveAccountAddress: { params: { id: address }, body: { ...ADDRESS, is_default: true } },
    deleteAccountAddress: { params: { id: other } },
    mergeAccountCart: { body: { lines: [{ variant_id: card.variants[0].id, quantity: 1 }] } },
    mergeAccountWishlist: { query: { lang: 'en' }, body: { product_ids: [card.id] } },
    accountCart: {},
    saveAccountCart: { body: { lines: [{ variant_id: card.variants[0].id, quantity: 1 }] } },
    accountWishlist: { query: { lang: 'en' } },
    saveAccountWishlist: { query: { lang: 'en' }, body: { product_ids: [card.id] } },
    accountOrders: { query: { lang: 'en' } },
    saveCheckout: {
      params: { token: draft },
      query: { lang: 'en' },
      body: readyBody(lines, { discount_code: 'welcome10' }),
    },
    checkout: { params: { token: draft }, query: { lang: 'en' } },
    completeCheckout: { params: { token: ready }, query: { lang: 'en' } },
    order: { params: { token: placed.token }, query: { lang: 'en' } },
    requestReturn: {
      params: { token: placed.token },
      body: { lines: [{ variant_id: variant!, quantity: 1 }], reason: 'Too small' },
    },
  };
}, 60_000);
afterAll(() => t.handle.close());

async function call(e: Endpoint, input: Input, opts: { text?: string; signedIn?: boolean } = {}) {
  const url = withQuery(fillRoute(e.route, input.params), input.query ?? {});
  const body = e.method === 'GET' ? undefined : input.body;
  const name = (Object.keys(endpoints) as EndpointName[]).find((n) => endpoints[n] === e)!;
  const bearer = ownBearer[name] ?? token;
  const res = await t.app.request(url, {
    method: e.method,
    headers: {
      ...(opts.signedIn !== false && e.auth ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: opts.text ?? bodyText(body) } : {}),
  });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as { data?: { token?: string } }) : null;
  // A password change ends the session it was made with and answers the new one.
  if (name === 'changePassword' && res.status === 200) ownBearer[name] = parsed!.data!.token!;
  return { status: res.status, body: parsed as unknown };
}

type Answer = Awaited<ReturnType<typeof call>>;

function expectError(res: Answer, status: number, what: string) {
  expect(res.status, what).toBe(status);
  const parsed = v.safeParse(ErrorBodySchema, res.body);
  expect(parsed.success, `${what}: ${JSON.stringify(res.body)}`).toBe(true);
}

/** Each parameter in turn: what the schema rejects is a 400 with its errors, naming the parameter. */
async function badQueries(name: EndpointName, e: Endpoint) {
  const schema = e.query!;
  for (const key of keysOf(schema)) {
    let rejected = 0;
    for (const [label, value] of BAD_QUERY_VALUES) {
      const query = { ...valid[name].query, [key]: value };
      const res = await call(e, { ...valid[name], query });
      const expected = check(schema, query, { firstPerField: true });
      const what = `${key}: ${label} → ${res.status}`;
      if (expected.ok) {
        expect(res.status, what).toBeLessThan(500);
        continue;
      }
      rejected++;
      expectError(res, 400, what);
      const body = res.body as { message: string; errors: unknown };
      expect(body.errors, what).toEqual(expected.errors);
      expect(body.message, what).toContain(key);
    }
    // A parameter that took every hostile value would make this test prove nothing about it.
    expect(rejected, `${key} rejects none of the hostile values`).toBeGreaterThan(0);
  }
}

async function badParams(name: EndpointName, e: Endpoint) {
  for (const [key, schema] of Object.entries(e.params ?? {})) {
    for (const value of BAD_PARAMS) {
      const params = { ...valid[name].params, [key]: value };
      const res = await call(e, { ...valid[name], params });
      const what = `${key}: ${value.slice(0, 30)} → ${res.status}`;
      if (check(schema, value).ok) expect(res.status, what).toBeLessThan(500);
      else {
        expectError(res, 404, what);
        expect(res.body, what).toEqual({ message: 'Resource not found' });
      }
    }
  }
}

/** Every field path of the valid body given each hostile value, then each field left out. */
function bodyCases(base: object): (readonly [label: string, body: object])[] {
  return [
    ...bodyPaths(base).flatMap((path) =>
      BAD_BODY_VALUES.map(
        ([label, value]) => [`${path.join('.')}: ${label}`, withValue(base, path, value)] as const,
      ),
    ),
    ...bodyPaths(base, { objectKeysOnly: true }).map(
      (path) => [`${path.join('.')}: left out`, without(base, path)] as const,
    ),
    ['an empty object', {}],
  ];
}

async function badBodies(name: EndpointName, e: Endpoint) {
  const schema = e.body!;
  const cases = bodyCases(valid[name].body!);
  // The valid body names every field the schema reads, so each is changed.
  for (const key of keysOf(schema))
    expect(
      cases.some(([l]) => l.startsWith(key)),
      key,
    ).toBe(true);
  let rejected = 0;
  for (const [label, body] of cases) {
    const text = bodyText(body);
    const res = await call(e, { ...valid[name], body }, { text });
    const expected = check(schema, JSON.parse(text));
    const what = `${label} → ${res.status}`;
    if (expected.ok) {
      expect(res.status, what).toBeLessThan(500);
      continue;
    }
    rejected++;
    expectError(res, 422, what);
    expect((res.body as { errors: unknown }).errors, what).toEqual(expected.errors);
  }
  expect(rejected).toBeGreaterThan(cases.length / 2);
}

async function notJsonObjects(name: EndpointName, e: Endpoint) {
  const sends: [text: string, status: number][] = [
    ['[]', 400],
    ['"x"', 400],
    ['null', 400],
    ['{"a":', 400],
    [`{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`, 422],
    [JSON.stringify({ a: Array(100_000).fill(1) }), 413],
  ];
  for (const [text, status] of sends) {
    expectError(await call(e, valid[name], { text }), status, text.slice(0, 20));
  }
}

async function signedOut(name: EndpointName, e: Endpoint) {
  for (const input of [valid[name], { ...valid[name], body: { lines: 5, product_ids: null } }]) {
    const res = await call(e, input, { signedIn: false });
    expectError(res, 401, JSON.stringify(input));
    expect(res.body).toEqual({ message: 'Authentication required' });
  }
}

async function ignoredQuery(name: EndpointName, e: Endpoint) {
  for (const [label, value] of BAD_QUERY_VALUES) {
    const res = await call(e, { ...valid[name], query: { lang: value, page: value } });
    expect(res.status, label).toBeLessThan(500);
  }
}

const entries = Object.entries(endpoints) as [EndpointName, Endpoint][];

// Hundreds of requests per endpoint, some with 10,000 values, on a machine shared with other runs.
describe.each(entries)('%s', { timeout: 120_000 }, (name, e) => {
  it('answers its valid call (the base every hostile case changes)', async () => {
    const res = await call(e, valid[name]);
    expect(res.status, JSON.stringify(res.body)).toBe(e.status ?? 200);
  });
  if (e.query)
    it('answers each bad query parameter with a 400 naming it', () => badQueries(name, e));
  else it('ignores a query it takes none of, never answering a 5xx', () => ignoredQuery(name, e));
  if (e.params)
    it('answers a path parameter of the wrong shape with a 404', () => badParams(name, e));
  if (e.body) {
    it("answers a bad or missing body field with the schema's 422", () => badBodies(name, e));
    it('answers a body that is no JSON object with a 4xx, never a 5xx', () =>
      notJsonObjects(name, e));
  }
  if (e.auth === 'customer')
    it('answers 401 without a bearer token, whatever it is sent', () => signedOut(name, e));
});
