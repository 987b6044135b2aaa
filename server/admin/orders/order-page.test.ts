/**
 * One order in the back office (issue 39): its page (lines as bought with the colour's picture, the
 * customer, totals, history, mails, notes), and its moves, which are `npm run order`'s (the same
 * moveOrder: NEXT's rules, the history event, the shopper's mail, stock back on a cancel), audited
 * as the member's in the same transaction; a refused move answers 409 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/order-shapes';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';
import { moveOrder } from '../../orders/move-order';
import { setVariants, stockOf } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { placeFor, rowsOf } from './test-orders';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let variants: string[];
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  variants = await setVariants(t.handle, 2, { price: 1500, stock: 40 });
}, 60_000);
afterAll(() => t.handle.close());

const read = async (number: string, lang = 'vi') =>
  parsed(
    shape.AdminOrderSchema,
    await staff.call('GET', `/api/admin/orders/${number}?lang=${lang}`),
  );
const move = (number: string, to: string) =>
  staff.call('POST', `/api/admin/orders/${number}/status`, { to });
const mailsOf = (number: string) =>
  rowsOf<{ kind: string; to: string }>(
    t.handle,
    `select m.kind, m.to from mail_outbox m join orders o on o.id = m.order_id
     where o.number = $1 order by m.id`,
    [number],
  );
const eventsOf = async (number: string) =>
  (
    await rowsOf<{ status: string }>(
      t.handle,
      `select e.status from order_events e join orders o on o.id = e.order_id
       where o.number = $1 order by e.id`,
      [number],
    )
  ).map((e) => e.status);

describe('the order’s page', () => {
  it('shows the lines as bought, the customer, totals, history, mails, and the moves it offers', async () => {
    const number = await placeFor(
      t.app,
      [
        { variant_id: variants[0]!, quantity: 2 },
        { variant_id: variants[1]!, quantity: 1 },
      ],
      { full_name: 'Đỗ Trang', phone: '0912 345 678' },
    );
    const [line] = await rowsOf<{
      product: Record<'vi' | 'en', { name: string; image: { url: string } }>;
      color: string;
    }>(
      t.handle,
      `select l.product, l.color from order_lines l join orders o on o.id = l.order_id
       where o.number = $1 order by l.position limit 1`,
      [number],
    );
    const vi = await read(number.toLowerCase());
    expect(vi).toMatchObject({
      number,
      status: 'pending',
      lang: 'vi',
      customer: { kind: 'guest', name: 'Đỗ Trang', phone: '0912 345 678' },
      subtotal: 4500,
      moves: ['confirmed', 'cancelled'],
      history: [{ status: 'pending' }],
      notes: [],
      returns: [],
    });
    expect(vi.lines[0]).toMatchObject({
      product_name: line!.product.vi.name,
      color: line!.color,
      quantity: 2,
      unit_price: 1500,
      line_total: 3000,
      image: { url: line!.product.vi.image.url },
    });
    expect((await read(number, 'en')).lines[0]!.product_name).toBe(line!.product.en.name);
    // The placing mails: the shopper's confirmation and the shop's notice.
    expect(vi.mails.map((m) => m.kind).sort()).toEqual(['order_placed', 'shop_order_placed']);
    expect(vi.mails[0]).toMatchObject({ status: 'pending', sent_at: null, last_error: null });
    expect((await staff.call('GET', '/api/admin/orders/MAY-999999')).status).toBe(404);
  });
});

describe('moves from the admin', () => {
  it('confirm, ship and deliver as the command does: an event, the mail, an audit row each', async () => {
    const number = await placeFor(t.app, [{ variant_id: variants[0]!, quantity: 1 }]);
    for (const to of ['confirmed', 'shipped', 'delivered']) {
      const moved = parsed(shape.OrderMovedSchema, await move(number, to));
      expect(moved.to).toBe(to);
    }
    expect(await eventsOf(number)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    const kinds = (await mailsOf(number)).map((m) => m.kind);
    expect(kinds.filter((k) => k.startsWith('order_') && k !== 'order_placed')).toHaveLength(2);
    expect(kinds).toHaveLength(4);
    const audit = await auditRows(t.handle, 'order', number);
    expect(audit.map((a) => [a.action, a.staff_email, a.before, a.after])).toEqual([
      ['order.move', staff.email, { status: 'pending' }, { status: 'confirmed' }],
      ['order.move', staff.email, { status: 'confirmed' }, { status: 'shipped' }],
      ['order.move', staff.email, { status: 'shipped' }, { status: 'delivered' }],
    ]);
    // Delivered: the page offers no move (taking goods back is the returns area's).
    expect((await read(number)).moves).toEqual([]);
  });

  it('refuses what NEXT refuses with 409 and a message id, changing nothing', async () => {
    const number = await placeFor(t.app, [{ variant_id: variants[0]!, quantity: 1 }]);
    const stock = await stockOf(t.handle, variants[0]!);
    const refused = await move(number, 'shipped');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ to: ['orders.errors.move_refused'] });
    expect(refused.body.message).toContain('pending');
    expect(await eventsOf(number)).toEqual(['pending']);
    expect(await mailsOf(number)).toHaveLength(2);
    expect(await auditRows(t.handle, 'order', number)).toEqual([]);
    expect(await stockOf(t.handle, variants[0]!)).toBe(stock);
    // The command answers the same move the same way: one rule.
    await expect(
      moveOrder(t.handle.db, number, 'shipped', { origin: 'http://localhost' }),
    ).rejects.toThrow(refused.body.message);
    expect((await move(number, 'nowhere')).status).toBe(422);
    expect((await move('MAY-999999', 'confirmed')).status).toBe(404);
  });

  it('cancelling gives the stock back, mails the shopper, and is audited', async () => {
    const number = await placeFor(t.app, [{ variant_id: variants[1]!, quantity: 3 }]);
    const stock = await stockOf(t.handle, variants[1]!);
    parsed(shape.OrderMovedSchema, await move(number, 'confirmed'));
    const cancelled = parsed(shape.OrderMovedSchema, await move(number, 'cancelled'));
    expect(cancelled).toEqual({ number, from: 'confirmed', to: 'cancelled', mailed: true });
    expect(await stockOf(t.handle, variants[1]!)).toBe(stock + 3);
    expect((await mailsOf(number)).map((m) => m.kind)).toContain('order_cancelled');
    expect((await auditRows(t.handle, 'order', number)).map((a) => a.after)).toEqual([
      { status: 'confirmed' },
      { status: 'cancelled' },
    ]);
    // Final: a second cancel is refused, and gives nothing back twice.
    expect((await move(number, 'cancelled')).status).toBe(409);
    expect(await stockOf(t.handle, variants[1]!)).toBe(stock + 3);
  });
});

describe('notes', () => {
  it('adds a staff note to the order, audited, shown on its page and never to the shopper', async () => {
    const number = await placeFor(t.app, [{ variant_id: variants[0]!, quantity: 1 }]);
    const note = parsed(
      shape.OrderNoteSchema,
      await staff.call('POST', `/api/admin/orders/${number}/notes`, {
        text: '  Gọi trước khi giao  ',
      }),
    );
    expect(note).toMatchObject({ staff_email: staff.email, text: 'Gọi trước khi giao' });
    expect((await read(number)).notes).toEqual([note]);
    expect((await auditRows(t.handle, 'order', number)).map((a) => a.action)).toEqual([
      'order.note',
    ]);
    const empty = await staff.call('POST', `/api/admin/orders/${number}/notes`, { text: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ text: ['admin.errors.required'] });
    // The shopper's order page says nothing of it.
    const [row] = await rowsOf<{ token: string }>(
      t.handle,
      'select token from orders where number = $1',
      [number],
    );
    const shopper = await t.app.request(`/api/orders/${row!.token}?lang=vi`);
    expect(await shopper.text()).not.toContain('Gọi trước khi giao');
  });
});
