// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/types';
import { scriptFetch } from '../../lib/api/test-fetch';
import { claimRow, outboxDb, queueOrder, settleRow } from '../../lib/db/outbox';
import type { OutboxRow } from '../../lib/db/schema';
import { keepOutboxHint, outboxMayHaveWork } from './pending-hint';
import { RETRY_DELAYS_MS, startReplayer } from './replayer';

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaa';
const body = { lines: [{ variant_id: '11', quantity: 1 }] } as OutboxRow['body'];
const order = { token: TOKEN, number: 'MAY-000042' } as unknown as Order;
const db = outboxDb();

let online = true;
const stops: (() => void)[] = [];

function start() {
  const onPlaced = vi.fn();
  const onRefused = vi.fn();
  stops.push(startReplayer({ onPlaced, onRefused }));
  return { onPlaced, onRefused };
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the page-side replayer', () => {
  it('sends a queued order at start, tells the shopper once, and clears the hint', async () => {
    await queueOrder(TOKEN, body);
    keepOutboxHint();
    const { calls } = scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    const { onPlaced, onRefused } = start();
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.get(TOKEN)).toMatchObject({ order, tell: false });
    await vi.waitFor(() => expect(outboxMayHaveWork()).toBe(false));
    expect(onPlaced).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('tells of an order the worker placed while no tab was open', async () => {
    await db.orders.put({ token: TOKEN, order, savedAt: 1, tell: true });
    const { fn } = scriptFetch({ status: 500 });
    const { onPlaced } = start();
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(fn).not.toHaveBeenCalled();
  });

  it("hears of a placement made elsewhere (the worker) while it runs, through Dexie's change events", async () => {
    scriptFetch({ status: 500 });
    const { onPlaced } = start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onPlaced).not.toHaveBeenCalled();
    await db.orders.put({ token: TOKEN, order, savedAt: 1, tell: true });
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
  });

  it('tells of a refusal once, with the token to go back to', async () => {
    await queueOrder(TOKEN, body);
    scriptFetch(
      { body: { data: {} } },
      { status: 409, body: { message: 'Conflict', problems: [] } },
    );
    const { onRefused, onPlaced } = start();
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith(TOKEN));
    expect(await db.outbox.get(TOKEN)).toMatchObject({ state: 'failed', told: true });
    const second = start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.onRefused).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('makes one order and one toast when two tabs replay at once', async () => {
    await queueOrder(TOKEN, body);
    const { calls } = scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    const tabs = [start(), start()];
    await vi.waitFor(() => expect(tabs.some((t) => t.onPlaced.mock.calls.length > 0)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(tabs.reduce((n, t) => n + t.onPlaced.mock.calls.length, 0)).toBe(1);
  });

  it('waits offline, keeps the hint, and sends when the browser comes online', async () => {
    online = false;
    await queueOrder(TOKEN, body);
    const { fn } = scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    const { onPlaced } = start();
    await vi.waitFor(() => expect(outboxMayHaveWork()).toBe(true));
    expect(fn).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps an order that got no answer, queued for the next try', async () => {
    await queueOrder(TOKEN, body);
    scriptFetch('network-error');
    start();
    await vi.waitFor(async () =>
      expect(await db.outbox.get(TOKEN)).toMatchObject({ state: 'queued', attempts: 1 }),
    );
    expect(outboxMayHaveWork()).toBe(true);
  });

  it('tries again soon when the first send after the network is back fails', async () => {
    await queueOrder(TOKEN, body);
    const { calls } = scriptFetch(
      'network-error',
      { body: { data: {} } },
      { status: 201, body: { data: order } },
    );
    const { onPlaced } = start();
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order), {
      timeout: RETRY_DELAYS_MS[0] + 1_000,
    });
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'PUT', 'POST']);
  });

  it('tries again an order that another sender (the worker) held and put back', async () => {
    await queueOrder(TOKEN, body);
    const worker = await claimRow(TOKEN, 'worker');
    expect(worker).not.toBeNull();
    const { calls } = scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    const { onPlaced } = start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0); // the worker's claim is respected
    await settleRow(TOKEN, 'worker', { kind: 'retry' }); // its send failed
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order), {
      timeout: RETRY_DELAYS_MS[0] + 1_000,
    });
  });
});
