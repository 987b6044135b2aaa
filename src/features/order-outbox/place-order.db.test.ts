// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/types';
import { scriptFetch } from '../../lib/api/test-fetch';
import { outboxDb, queueOrder } from '../../lib/db/outbox';
import type { OrderBody } from '../../lib/orders/place-order';
import { outboxMayHaveWork } from './pending-hint';
import { placeOrder } from './place-order';

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaa';
const body: OrderBody = {
  lines: [{ variant_id: '11', quantity: 2 }],
  email: 'an@example.com',
  shipping_address: {
    full_name: 'An Nguyen',
    phone: '0900000000',
    address: '1 Le Loi',
    city: 'Hue',
    state: 'Thua Thien Hue',
    zip: '530000',
    country: 'VN',
  },
  shipping_method: 'standard',
  payment_method: 'cod',
  discount_code: null,
};
const order = { token: TOKEN, number: 'MAY-000042' } as unknown as Order;
const db = outboxDb();

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
  localStorage.clear();
  document.cookie = 'token=; max-age=0';
  setOnline(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('placing an order online', () => {
  it('puts the checkout, completes it, and keeps the placed order on the device', async () => {
    await queueOrder(TOKEN, body); // an earlier offline attempt of the same checkout
    const { calls } = scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    expect(await placeOrder(TOKEN, body, 'en')).toEqual({ kind: 'placed', order });
    // Completed in the page's language: the order's mails are written in it.
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['PUT', `/api/checkouts/${TOKEN}`],
      ['POST', `/api/checkouts/${TOKEN}/complete?lang=en`],
    ]);
    expect(calls[0]?.body).toEqual(body);
    expect(await db.orders.get(TOKEN)).toMatchObject({ order });
    // Seen by the shopper on the checkout page: nothing left to tell, nothing left to send.
    expect((await db.orders.get(TOKEN))?.tell).toBeUndefined();
    expect(await db.outbox.get(TOKEN)).toBeUndefined();
  });

  it("answers a 409 refused with the lines' problems, and queues nothing", async () => {
    const problems = [{ variant_id: '11', code: 'insufficient_stock', available: 1 }];
    scriptFetch({ body: { data: {} } }, { status: 409, body: { message: 'Conflict', problems } });
    expect(await placeOrder(TOKEN, body, 'vi')).toEqual({ kind: 'refused', status: 409, problems });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.count()).toBe(0);
  });

  it("answers a 422 refused with the fields' errors", async () => {
    const errors = { payment_method: ['checkout.errors.card_unavailable'] };
    scriptFetch({ body: { data: {} } }, { status: 422, body: { message: 'Invalid', errors } });
    expect(await placeOrder(TOKEN, body, 'vi')).toEqual({ kind: 'refused', status: 422, errors });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('placing an order with no network', () => {
  it('queues it without a request when the browser is offline, with its language', async () => {
    setOnline(false);
    const { fn } = scriptFetch({ body: { data: order } });
    expect(await placeOrder(TOKEN, body, 'en')).toEqual({ kind: 'queued' });
    expect(fn).not.toHaveBeenCalled();
    expect(await db.outbox.get(TOKEN)).toMatchObject({
      body,
      state: 'queued',
      withSession: false,
      lang: 'en',
    });
    expect(await db.orders.count()).toBe(0); // nothing claims it is placed
    expect(outboxMayHaveWork()).toBe(true);
  });

  it('queues it when the calls get no answer, or the server is down', async () => {
    scriptFetch('network-error');
    expect(await placeOrder(TOKEN, body, 'vi')).toEqual({ kind: 'queued' });
    await db.outbox.clear();
    scriptFetch({ body: { data: {} } }, { status: 503, body: { message: 'Unavailable' } });
    expect(await placeOrder(TOKEN, body, 'vi')).toEqual({ kind: 'queued' });
    expect(await db.outbox.get(TOKEN)).toMatchObject({ state: 'queued' });
  });

  it('queues it when the complete call times out (it may be placed: the token keeps it one order)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scriptFetch({ body: { data: {} } }, 'hang');
    const result = placeOrder(TOKEN, body, 'vi');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toEqual({ kind: 'queued' });
    expect(await db.outbox.get(TOKEN)).toMatchObject({ state: 'queued' });
  });

  it("marks a signed-in customer's order as the page's to send (it carries the session)", async () => {
    setOnline(false);
    document.cookie = 'token=abc';
    await placeOrder(TOKEN, body, 'vi');
    expect(await db.outbox.get(TOKEN)).toMatchObject({ withSession: true });
  });
});
