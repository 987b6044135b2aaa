/**
 * The contract test: every endpoint of contract/api/endpoints.ts, called on the seeded demo shop in
 * both languages, answers its success status and a `data` its `answer` schema parses. A shape that
 * drifts on either side (server or contract/api/shapes.ts) fails here. Lists must not be empty, so that
 * their items are parsed too. Each answer also says whether a shared cache (a CDN) may keep it: only the
 * anonymous public reads (http/cache.ts).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type EndpointName } from '../../contract/api/endpoints';
import { collectionPath, fillRoute, productPath, withQuery } from '../../contract/api/paths';
import { orderReturnsPath, registerPath } from '../../contract/api/private-paths';
import { LANGS } from '../../contract/constants';
import type { Lang } from '../../contract/types';
import { CDN_CATALOG, PUBLIC_CATALOG } from '../http/cache';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { moveOrder } from '../orders/move-order';
import {
  newToken,
  placeOrderThroughApi,
  put,
  readyBody,
  setVariants,
} from '../test/checkout-client';
import { newCustomer, newCustomerWith, person, resetTokenFor, send } from './account-test-client';
import { ADDRESS } from '../test/checkout-client';

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

let t: TestContext;
let token: string;
let calls: Record<EndpointName, (lang: Lang) => Call[]>;

beforeAll(async () => {
  t = await makeTestApp();
  token = await newCustomer(t.app);
  const listing = await getJson(t.app, collectionPath('', { lang: 'vi', per_page: 3 }));
  const cards: { id: string; slug: string }[] = listing.body.data.items;
  const product = await getJson(t.app, productPath(cards[0]!.slug, { lang: 'vi' }));
  const variantIds: string[] = product.body.data.variants.map((x: { id: string }) => x.id);
  const signIn = person();
  const inner = t.shop.collections.find((c) => c.slug.includes('/'))!.slug;
  // Checkouts: a saved one, one to complete in each language; and the customer's delivered order of two
  // variants with a return requested, so that every list in an order answer has items.
  const twoVariants = await setVariants(t.handle, 2, { price: 2500, stock: 100 });
  const lines = twoVariants.map((variant_id) => ({ variant_id, quantity: 3 }));
  const saved = newToken();
  await put(t.app, saved, readyBody(lines, { discount_code: 'WELCOME10' }));
  const toComplete = { vi: newToken(), en: newToken() };
  for (const lang of LANGS) await put(t.app, toComplete[lang], readyBody(lines));
  const order = (await placeOrderThroughApi(t.app, lines, token)).res.body.data;
  for (const to of ['confirmed', 'shipped', 'delivered'] as const)
    await moveOrder(t.handle.db, order.number, to, { origin: 'http://localhost' });
  const aReturn = { lines: [{ variant_id: twoVariants[0]!, quantity: 1 }], reason: 'Too small' };
  await send(t.app, 'POST', orderReturnsPath(order.token), aReturn);
  // The calls each endpoint is checked with; the table's type makes a new endpoint add its own.
  // Saved addresses: one to change, one to delete in each language.
  const address = async () =>
    (await send(t.app, 'POST', '/api/account/addresses', ADDRESS, token)).body.data.id as string;
  const kept = await address();
  const toDelete = { vi: await address(), en: await address() };
  // A reset ends the other links of its customer: one customer per language.
  const resetToken = {
    vi: await resetTokenFor(t.handle.db, (await newCustomerWith(t.app)).id),
    en: await resetTokenFor(t.handle.db, (await newCustomerWith(t.app)).id),
  };
  calls = {
    storeInfo: () => [{}],
    home: (lang) => [{ query: { lang } }],
    collections: (lang) => [{ query: { lang } }],
    collection: (lang): Call[] => [
      { params: { '*': '' }, query: { lang } },
      { params: { '*': inner }, query: { lang, sort: 'price_asc', per_page: '5' } },
    ],
    product: (lang) => cards.map((c) => ({ params: { slug: c.slug }, query: { lang } })),
    search: (lang) => [{ query: { q: t.shop.products[0]!.name[lang].split(' ')[0]!, lang } }],
    variants: (lang) => [{ query: { ids: variantIds.join(','), lang } }],
    pages: (lang) => [{ query: { lang } }],
    page: (lang) => t.shop.pages.map((p) => ({ params: { slug: p.slug }, query: { lang } })),
    events: (lang) => [{ query: { lang } }],
    event: (lang) => t.shop.events.map((e) => ({ params: { slug: e.slug }, query: { lang } })),
    register: () => [{ body: person() }],
    login: () => [{ body: { email: signIn.email, password: signIn.password } }],
    logout: () => [{}],
    logoutAll: () => [{}],
    forgotPassword: (lang) => [{ query: { lang }, body: { email: signIn.email } }],
    resetPassword: (lang) => [
      {
        body: {
          token: resetToken[lang],
          password: 'a new password',
          password_confirmation: 'a new password',
        },
      },
    ],
    account: () => [{}],
    saveAccount: () => [{ body: { first_name: 'Mai', phone: '+84 912 345 678' } }],
    deleteAccount: () => [{}],
    changePassword: () => [
      {
        body: {
          current_password: 'correct horse',
          password: 'a new password',
          password_confirmation: 'a new password',
        },
      },
    ],
    accountAddresses: () => [{}],
    addAccountAddress: () => [{ body: { ...ADDRESS, is_default: true } }],
    saveAccountAddress: () => [{ params: { id: kept }, body: { city: 'Huế' } }],
    deleteAccountAddress: (lang) => [{ params: { id: toDelete[lang] } }],
    mergeAccountCart: () => [{ body: { lines: [{ variant_id: variantIds[0], quantity: 1 }] } }],
    mergeAccountWishlist: (lang) => [{ query: { lang }, body: { product_ids: [cards[0]!.id] } }],
    accountCart: () => [{}],
    saveAccountCart: () => [
      { body: { lines: variantIds.map((variant_id, i) => ({ variant_id, quantity: i + 1 })) } },
    ],
    accountWishlist: (lang) => [{ query: { lang } }],
    saveAccountWishlist: (lang) => [
      { query: { lang }, body: { product_ids: cards.map((c) => c.id) } },
    ],
    accountOrders: (lang) => [{ query: { lang } }],
    saveCheckout: (lang) => [
      {
        params: { token: newToken() },
        query: { lang },
        body: readyBody(lines, { discount_code: 'save5' }),
      },
    ],
    checkout: (lang) => [{ params: { token: saved }, query: { lang } }],
    completeCheckout: (lang) => [{ params: { token: toComplete[lang] }, query: { lang } }],
    order: (lang) => [{ params: { token: order.token }, query: { lang } }],
    requestReturn: () => [{ params: { token: order.token }, body: aReturn }],
  };
  await send(t.app, 'POST', registerPath(), signIn);
}, 60_000);
afterAll(() => t.handle.close());

async function answer(e: Endpoint, call: Call) {
  const url = withQuery(fillRoute(e.route, call.params), call.query ?? {});
  // The signed-in calls use the session; those that end sessions or the account use one of their own.
  const own: Endpoint[] = [
    endpoints.logout,
    endpoints.logoutAll,
    endpoints.deleteAccount,
    endpoints.changePassword,
  ];
  const bearer = own.includes(e) ? await newCustomer(t.app) : e.auth ? token : undefined;
  return send(t.app, e.method, url, call.body, bearer);
}

/** The issues as `path: message` lines, so a failure says where the shapes part. */
function issuesOf(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  return (result.issues ?? []).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
}

/** What the schema keeps of the answer: it drops any field the server sends but the contract does not name. */
function keptBy(schema: v.GenericSchema, data: unknown): unknown {
  const result = v.safeParse(schema, data);
  return result.success ? result.output : data;
}

/** The list an answer holds (itself, `items` or `lines`), or null for a single record. */
function listOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  const d = data as { items?: unknown; lines?: unknown } | null;
  if (Array.isArray(d?.items)) return d.items;
  return Array.isArray(d?.lines) ? d.lines : null;
}

/** Whose answers a shared cache may keep; typed over the table, so a new endpoint must say. */
const SHARED_CACHE: Record<EndpointName, boolean> = {
  storeInfo: true,
  home: true,
  collections: true,
  collection: true,
  product: true,
  search: true,
  pages: true,
  page: true,
  events: true,
  event: true,
  variants: false, // the cart's live price and stock check
  register: false,
  login: false,
  logout: false,
  logoutAll: false,
  forgotPassword: false,
  resetPassword: false,
  account: false,
  saveAccount: false,
  deleteAccount: false,
  changePassword: false,
  accountAddresses: false,
  addAccountAddress: false,
  saveAccountAddress: false,
  deleteAccountAddress: false,
  mergeAccountCart: false,
  mergeAccountWishlist: false,
  accountCart: false,
  saveAccountCart: false,
  accountWishlist: false,
  saveAccountWishlist: false,
  accountOrders: false,
  saveCheckout: false,
  checkout: false,
  completeCheckout: false,
  order: false,
  requestReturn: false,
};

// Writes first, so that the account reads answer what they stored (non-empty lists).
const names = Object.keys(endpoints) as EndpointName[];
const isWrite = (name: string) => name.startsWith('save');
const order = [...names.filter(isWrite), ...names.filter((n) => !isWrite(n))];

describe.each(order)('%s', (name) => {
  const e: Endpoint = endpoints[name];
  it.each(LANGS)('answers its schema in %s', async (lang) => {
    for (const call of calls[name](lang)) {
      const res = await answer(e, call);
      const what = `${e.method} ${JSON.stringify(call).slice(0, 200)}`;
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(e.status ?? 200);
      if (SHARED_CACHE[name]) {
        expect(res.headers.get('cache-control'), what).toBe(PUBLIC_CATALOG);
        expect(res.headers.get('cdn-cache-control'), what).toBe(CDN_CATALOG);
      } else {
        expect(res.headers.get('cache-control') ?? '', what).not.toMatch(/public|s-maxage/);
        expect(res.headers.get('cdn-cache-control'), what).toBeNull();
      }
      if (!e.answer) {
        expect(res.body, what).toBeNull();
        continue;
      }
      expect(issuesOf(e.answer, res.body.data), what).toEqual([]);
      // The schemas are plain objects (no transforms): parsing drops only keys they do not name.
      expect(keptBy(e.answer, res.body.data), what).toStrictEqual(res.body.data);
      const list = listOf(res.body.data);
      if (list) expect(list.length, `${what}: an empty list proves little`).toBeGreaterThan(0);
    }
  });
});
