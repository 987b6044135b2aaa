import { describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../src/lib/db/schema';
import { fetchSender } from './send';

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaa';
const row = {
  token: TOKEN,
  body: { lines: [{ variant_id: '11', quantity: 1 }], email: 'an@example.com' },
} as unknown as OutboxRow;
const order = { token: TOKEN, number: 'MAY-000009' };

type Step = { status: number; body?: unknown } | 'network-error' | 'hang';

/** A fetch answering each call with the next step, recording what was asked. */
function fakeFetch(...steps: Step[]) {
  const calls: { url: string; method: string; body: unknown; credentials: unknown }[] = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const step = steps[calls.length - 1] ?? { status: 500 };
    if (step === 'network-error') throw new TypeError('Failed to fetch');
    if (step === 'hang')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe("the worker's sender", () => {
  it('puts the checkout, completes it, and answers the placed order', async () => {
    const { fn, calls } = fakeFetch(
      { status: 200, body: { data: {} } },
      { status: 201, body: { data: order } },
    );
    expect(await fetchSender(fn)(row)).toEqual({ kind: 'placed', order });
    expect(calls).toEqual([
      { url: `/api/checkouts/${TOKEN}`, method: 'PUT', body: row.body, credentials: 'omit' },
      {
        url: `/api/checkouts/${TOKEN}/complete`,
        method: 'POST',
        body: undefined,
        credentials: 'omit',
      },
    ]);
  });

  it('completes an order queued in English in English (its mails are written in it)', async () => {
    const { fn, calls } = fakeFetch(
      { status: 200, body: { data: {} } },
      { status: 201, body: { data: order } },
    );
    expect(await fetchSender(fn)({ ...row, lang: 'en' })).toEqual({ kind: 'placed', order });
    expect(calls.map((c) => c.url)).toEqual([
      `/api/checkouts/${TOKEN}`,
      `/api/checkouts/${TOKEN}/complete?lang=en`,
    ]);
  });

  it('takes a repeat (200, the same order) as placed', async () => {
    const { fn } = fakeFetch(
      { status: 200, body: { data: {} } },
      { status: 200, body: { data: order } },
    );
    expect(await fetchSender(fn)(row)).toEqual({ kind: 'placed', order });
  });

  it('completes after a PUT that found the checkout already completed', async () => {
    const { fn, calls } = fakeFetch(
      { status: 409, body: { message: 'Conflict' } },
      { status: 200, body: { data: order } },
    );
    expect(await fetchSender(fn)(row)).toEqual({ kind: 'placed', order });
    expect(calls).toHaveLength(2);
  });

  it('answers a refusal with the problems or the field errors', async () => {
    const problems = [{ variant_id: '11', code: 'out_of_stock', available: 0 }];
    const conflict = fakeFetch(
      { status: 200, body: { data: {} } },
      { status: 409, body: { message: 'Conflict', problems } },
    );
    expect(await fetchSender(conflict.fn)(row)).toEqual({ kind: 'refused', status: 409, problems });
    const errors = { email: ['checkout.errors.email_invalid'] };
    const invalid = fakeFetch({ status: 422, body: { message: 'Validation error', errors } });
    expect(await fetchSender(invalid.fn)(row)).toEqual({ kind: 'refused', status: 422, errors });
    expect(invalid.calls).toHaveLength(1); // a refused PUT is not completed
  });

  it('keeps the order waiting on no network, a timeout or a server error', async () => {
    expect(await fetchSender(fakeFetch('network-error').fn)(row)).toEqual({ kind: 'retry' });
    expect(await fetchSender(fakeFetch('hang').fn, 20)(row)).toEqual({ kind: 'retry' });
    const busy = fakeFetch({ status: 200, body: { data: {} } }, { status: 503 });
    expect(await fetchSender(busy.fn)(row)).toEqual({ kind: 'retry' });
    const lost = fakeFetch({ status: 200, body: { data: {} } }, 'network-error');
    expect(await fetchSender(lost.fn)(row)).toEqual({ kind: 'retry' });
  });
});
