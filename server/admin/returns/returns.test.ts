/**
 * Returns from the back office: approve, refuse with the shopper's reason (the order back to
 * delivered), receive choosing what goes back into stock (stock and its history for those lines only),
 * record a refund within what was paid; each audited; and the list, waiting ones first. The order
 * answer shows each step to the shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/return-shapes';
import { getOrder, setVariants, stockOf } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';
import { moveOrder } from '../../orders/move-order';
import { ORIGIN, returnRequested } from './test-returns';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let a: string;
let b: string;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  [a, b] = (await setVariants(t.handle, 2, { price: 1000, stock: 50 })) as [string, string];
}, 60_000);
afterAll(() => t.handle.close());

const act = (id: string, verb: string, body: unknown = {}) =>
  staff.call('POST', `/api/admin/returns/${id}/${verb}?lang=en`, body);

const movementsOf = async (variant: string) =>
  (
    await t.handle.pool.query<{ delta: number; reason: string; note: string }>(
      'select delta, reason, note from stock_movements where variant_id = $1 order by id',
      [variant],
    )
  ).rows;

describe('answering a return request', () => {
  it('approves, then receives putting back only the chosen lines, then records a refund', async () => {
    const r = await returnRequested(t.app, t.handle.db, [
      { variant_id: a, quantity: 2 },
      { variant_id: b, quantity: 1 },
    ]);
    const approved = parsed(shape.ReturnDetailSchema, await act(r.id, 'approve'));
    expect(approved.status).toBe('approved');
    expect(approved.decided_by).toBe(staff.email);
    expect(approved.order.status).toBe('return_requested');
    expect((await act(r.id, 'approve')).body.errors).toEqual({
      _: ['returns.errors.not_requested'],
    });

    const [stockA, stockB] = [await stockOf(t.handle, a), await stockOf(t.handle, b)];
    const tooMany = await act(r.id, 'receive', { restock: [{ variant_id: a, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({
      'restock.0.quantity': ['returns.errors.quantity_too_high'],
    });
    const received = parsed(
      shape.ReturnDetailSchema,
      await act(r.id, 'receive', { restock: [{ variant_id: a, quantity: 2 }] }),
    );
    expect(received.status).toBe('received');
    expect(received.order.status).toBe('returned');
    expect(received.lines.map((l) => [l.variant_id, l.asked, l.restocked])).toEqual([
      [a, 2, 2],
      [b, 1, 0],
    ]);
    // The chosen line went back through the stock history; the damaged one did not.
    expect(await stockOf(t.handle, a)).toBe(stockA + 2);
    expect(await stockOf(t.handle, b)).toBe(stockB);
    expect(await movementsOf(a)).toEqual([
      { delta: 2, reason: 'returned', note: `${r.number} #${r.id}` },
    ]);
    expect(await movementsOf(b)).toEqual([]);

    // Paid: 3 × 10.00, no discount; shipping is not refunded.
    expect(received.refundable).toBe(3000);
    const today = new Date().toISOString().slice(0, 10);
    const future = await act(r.id, 'refund', {
      amount: 3000,
      method: 'cash',
      refunded_at: '2099-01-01',
    });
    expect(future.body.errors).toEqual({ refunded_at: ['returns.errors.date_invalid'] });
    const over = await act(r.id, 'refund', { amount: 3001, method: 'cash', refunded_at: today });
    expect(over.body.errors).toEqual({ amount: ['returns.errors.amount_too_high'] });
    const bad = await act(r.id, 'refund', { amount: -5, method: 'cheque', refunded_at: 'soon' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      amount: ['returns.errors.amount_invalid'],
      method: ['returns.errors.method_invalid'],
      refunded_at: ['returns.errors.date_invalid'],
    });
    const refunded = parsed(
      shape.ReturnDetailSchema,
      await act(r.id, 'refund', { amount: 3000, method: 'bank_transfer', refunded_at: today }),
    );
    expect(refunded.refund).toMatchObject({ amount: 3000, method: 'bank_transfer' });
    expect(
      (await act(r.id, 'refund', { amount: 1, method: 'cash', refunded_at: today })).body.errors,
    ).toEqual({
      _: ['returns.errors.already_refunded'],
    });

    const log = await auditRows(t.handle, 'return', r.id);
    expect(log.map((l) => [l.action, l.staff_email, l.after.order_status])).toEqual([
      ['return.approve', staff.email, 'return_requested'],
      ['return.receive', staff.email, 'returned'],
      ['return.refund', staff.email, 'returned'],
    ]);

    // The shopper's order page sees each step.
    const order = (await getOrder(t.app, r.token, 'en')).body.data;
    expect(order.status).toBe('returned');
    expect(order.returns[0]).toMatchObject({
      status: 'received',
      refusal_reason: null,
      refund: { amount: 3000, method: 'bank_transfer' },
    });
    expect(order.returns[0].decided_at).toEqual(expect.any(String));
    expect(order.returns[0].received_at).toEqual(expect.any(String));
    expect(Date.parse(order.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(order.returns[0].received_at),
    );
  });

  it('refuses with a reason the shopper sees, and the order goes back to delivered', async () => {
    const r = await returnRequested(t.app, t.handle.db, [{ variant_id: a, quantity: 1 }]);
    expect((await act(r.id, 'refuse', { reason: '  ' })).body.errors).toEqual({
      reason: ['returns.errors.reason_required'],
    });
    const refused = parsed(
      shape.ReturnDetailSchema,
      await act(r.id, 'refuse', { reason: 'Worn and washed' }),
    );
    expect(refused).toMatchObject({ status: 'refused', refusal_reason: 'Worn and washed' });
    expect(refused.order.status).toBe('delivered');
    expect((await act(r.id, 'receive', {})).body.errors).toEqual({
      _: ['returns.errors.not_open'],
    });
    expect(
      (
        await act(r.id, 'refund', {
          amount: 1,
          method: 'cash',
          refunded_at: new Date().toISOString().slice(0, 10),
        })
      ).body.errors,
    ).toEqual({
      _: ['returns.errors.not_received'],
    });
    const order = (await getOrder(t.app, r.token)).body.data;
    expect(order.status).toBe('delivered');
    expect(order.history.map((h: { status: string }) => h.status).slice(-2)).toEqual([
      'return_requested',
      'delivered',
    ]);
    expect(order.returns[0]).toMatchObject({
      status: 'refused',
      refusal_reason: 'Worn and washed',
    });
  });

  it('answers 404 for a request that is not there', async () => {
    expect((await act('999999', 'approve')).status).toBe(404);
    expect((await staff.call('GET', '/api/admin/returns/999999')).status).toBe(404);
  });
});

describe('npm run order on a return_requested order (the same rules)', () => {
  it('`returned` receives every open request with nothing back in stock', async () => {
    const r = await returnRequested(t.app, t.handle.db, [{ variant_id: b, quantity: 1 }]);
    parsed(shape.ReturnDetailSchema, await act(r.id, 'approve'));
    const before = await stockOf(t.handle, b);
    await moveOrder(t.handle.db, r.number, 'returned', { origin: ORIGIN });
    const detail = parsed(
      shape.ReturnDetailSchema,
      await staff.call('GET', `/api/admin/returns/${r.id}`),
    );
    expect(detail).toMatchObject({ status: 'received', restocked: [], received_by: null });
    expect(detail.received_at).toEqual(expect.any(String));
    expect(detail.order.status).toBe('returned');
    expect(await stockOf(t.handle, b)).toBe(before);
  });

  it('`delivered` refuses every open request without a reason', async () => {
    const r = await returnRequested(t.app, t.handle.db, [{ variant_id: b, quantity: 1 }]);
    await moveOrder(t.handle.db, r.number, 'delivered', { origin: ORIGIN });
    const order = (await getOrder(t.app, r.token)).body.data;
    expect(order.status).toBe('delivered');
    expect(order.returns[0]).toMatchObject({ status: 'refused', refusal_reason: null });
    expect(order.returns[0].decided_at).toEqual(expect.any(String));
  });
});

describe('the returns list', () => {
  it('puts waiting requests first and filters by state', async () => {
    const waiting = await returnRequested(t.app, t.handle.db, [{ variant_id: b, quantity: 1 }]);
    const all = parsed(shape.ReturnPageSchema, await staff.call('GET', '/api/admin/returns'));
    expect(all.items[0]).toMatchObject({ id: waiting.id, status: 'requested', units: 1 });
    expect(all.waiting).toBe(1);
    const refunded = parsed(
      shape.ReturnPageSchema,
      await staff.call('GET', '/api/admin/returns?state=refunded'),
    );
    expect(refunded.items.map((i) => i.refunded)).toEqual([true]);
    const refused = parsed(
      shape.ReturnPageSchema,
      await staff.call('GET', '/api/admin/returns?state=refused'),
    );
    expect(refused.items.map((i) => i.status)).toEqual(['refused', 'refused']);
    expect((await staff.call('GET', '/api/admin/returns?state=lost')).status).toBe(400);
  });
});
