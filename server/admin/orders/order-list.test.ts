/**
 * The back office's orders list (issue 39): found by number, email, ship-to name (case-blind) and
 * phone (by its digits, however typed), filtered by status, the shop's calendar days, shipping and
 * payment method, newest first and paged; the navigation's pending count; and the CSV export of a
 * date range, one row per line.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/order-shapes';
import { parsed, staffClient } from '../catalog/test-catalog';
import { setVariants } from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { placeFor, placedAt } from './test-orders';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let variants: string[];
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  variants = await setVariants(t.handle, 2, { price: 2500, stock: 500 });
}, 60_000);
afterAll(() => t.handle.close());

const one = () => [{ variant_id: variants[0]!, quantity: 1 }];
const list = async (query: string) =>
  parsed(shape.OrderListPageSchema, await staff.call('GET', `/api/admin/orders?${query}`));
const numbers = async (query: string) => (await list(query)).items.map((r) => r.number);

describe('the search', () => {
  it('finds an order by its number, email, name (any case) and phone digits', async () => {
    const found = await placeFor(t.app, one(), {
      email: 'Hoa.Search@Example.com',
      full_name: 'Trần Thị Hoa Tìm',
      phone: '+84 (91) 765-4321',
    });
    await placeFor(t.app, one(), { email: 'someone.else@example.com', full_name: 'Lê Văn B' });
    const digits = found.replace(/\D/g, '').replace(/^0+/, '');
    expect(await numbers(`q=${found.toLowerCase()}`)).toEqual([found]);
    expect(await numbers(`q=${digits}`)).toEqual([found]);
    expect(await numbers('q=hoa.search%40example')).toEqual([found]);
    expect(await numbers(`q=${encodeURIComponent('trần thị hoa')}`)).toEqual([found]);
    // The phone by its digits, typed another way, with or without the leading 0.
    expect(await numbers('q=0917654321')).toEqual([found]);
    expect(await numbers(`q=${encodeURIComponent('91 765 43 21')}`)).toEqual([found]);
    expect(await numbers('q=nobody-like-this')).toEqual([]);
    // A LIKE wildcard is a character like any other.
    expect(await numbers('q=%25')).toEqual([]);
  });
});

describe('the filters and paging', () => {
  it('filters by status, shipping and payment method', async () => {
    const express = await placeFor(t.app, one(), { shipping_method: 'express' });
    const card = await placeFor(t.app, one());
    await t.handle.pool.query(
      `update orders set payment_method = 'card', status = 'confirmed' where number = $1`,
      [card],
    );
    const all = await list('per_page=100');
    const confirmed = await list('status=confirmed&per_page=100');
    expect(confirmed.items.map((r) => r.number)).toEqual([card]);
    expect(await numbers('status=confirmed,cancelled')).toEqual([card]);
    const expressRows = await list('shipping_method=express&per_page=100');
    expect(expressRows.items.map((r) => r.number)).toContain(express);
    expect(expressRows.items.every((r) => r.shipping_method === 'express')).toBe(true);
    expect(await numbers('payment_method=card')).toEqual([card]);
    expect((await list('payment_method=cod&per_page=100')).total).toBe(all.total - 1);
    expect((await staff.call('GET', '/api/admin/orders?status=lost')).status).toBe(400);
  });

  it('filters by the shop’s calendar days, both ends included', async () => {
    const [before, first, last, after] = [
      await placeFor(t.app, one()),
      await placeFor(t.app, one()),
      await placeFor(t.app, one()),
      await placeFor(t.app, one()),
    ];
    // Ho Chi Minh City is UTC+7: 17:30 UTC on the 9th is already the 10th there.
    await placedAt(t.handle, before, '2025-03-09T16:59:00Z');
    await placedAt(t.handle, first, '2025-03-09T17:30:00Z');
    await placedAt(t.handle, last, '2025-03-11T16:59:00Z');
    await placedAt(t.handle, after, '2025-03-11T17:00:00Z');
    expect(await numbers('from=2025-03-10&to=2025-03-11')).toEqual([last, first]);
    expect(await numbers('from=2025-03-11&to=2025-03-11')).toEqual([last]);
    expect(await numbers('to=2025-03-09')).toEqual([before]);
    const bad = await staff.call('GET', '/api/admin/orders?from=2025-03-12&to=2025-03-10');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ to: ['orders.errors.range_invalid'] });
    const notADay = await staff.call('GET', '/api/admin/orders?from=2025-02-30');
    expect(notADay.body.errors).toEqual({ from: ['orders.errors.date_invalid'] });
  });

  it('lists newest first, pages, and counts the items of each order', async () => {
    const two = await placeFor(t.app, [
      { variant_id: variants[0]!, quantity: 2 },
      { variant_id: variants[1]!, quantity: 3 },
    ]);
    const page1 = await list('per_page=2');
    expect(page1.items[0]).toMatchObject({ number: two, items: 5, status: 'pending' });
    const page2 = await list('per_page=2&page=2');
    expect(page2.total).toBe(page1.total);
    const times = [...page1.items, ...page2.items].map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page2.items.map((r) => r.number)).not.toContain(page1.items[0]!.number);
  });
});

describe('the summary', () => {
  it('counts the orders waiting to be confirmed, and names the newest', async () => {
    const before = parsed(
      shape.OrderSummarySchema,
      await staff.call('GET', '/api/admin/orders/summary'),
    );
    const number = await placeFor(t.app, one());
    const after = parsed(
      shape.OrderSummarySchema,
      await staff.call('GET', '/api/admin/orders/summary'),
    );
    expect(after).toEqual({ pending: before.pending + 1, newest: number });
  });
});

describe('the export', () => {
  it('writes one row per line of the range’s orders, with their totals, names in the language asked', async () => {
    const number = await placeFor(
      t.app,
      [
        { variant_id: variants[0]!, quantity: 2 },
        { variant_id: variants[1]!, quantity: 1 },
      ],
      { full_name: 'Phạm Xuất Khẩu', phone: '0908 000 111' },
    );
    await placedAt(t.handle, number, '2024-06-15T03:00:00Z');
    const outside = await placeFor(t.app, one());
    await placedAt(t.handle, outside, '2024-06-16T18:00:00Z');
    const res = await t.app.request(
      '/api/admin/orders/export?from=2024-06-15&to=2024-06-16&lang=en',
      {
        headers: { Authorization: `Bearer ${staff.token}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toContain('orders-2024-06-15-2024-06-16.csv');
    // A BOM in front (Response.text() would drop it), then UTF-8.
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(2);
    const { rows: lines } = await t.handle.pool.query<{
      color: string;
      product: { en: { name: string } };
    }>(
      `select l.color, l.product from order_lines l join orders o on o.id = l.order_id
       where o.number = $1 order by l.position`,
      [number],
    );
    const colorEn: Record<string, string> = { BLACK: 'Black', WHITE: 'White', RED: 'Red' };
    expect(rows[0]).toMatchObject({
      number,
      date: '2024-06-15 10:00',
      status: 'pending',
      customer: 'Phạm Xuất Khẩu',
      email: expect.stringMatching(/^lan@example\.com$/i),
      phone: '0908 000 111',
      shipping_method: 'standard',
      payment_method: 'cod',
      product: lines[0]!.product.en.name,
      quantity: '2',
      unit_price: '25.00',
      line_total: '50.00',
      subtotal: '75.00',
      currency: 'USD',
    });
    if (colorEn[lines[0]!.color]) expect(rows[0]!.color).toBe(colorEn[lines[0]!.color]);
    expect(rows[0]!.color).not.toBe(lines[0]!.color);
    expect(rows[1]).toMatchObject({ number, quantity: '1', line_total: '25.00' });
    expect(rows.map((r) => r.number)).not.toContain(outside);
    const missing = await staff.call('GET', '/api/admin/orders/export?from=2024-06-15');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ to: ['admin.errors.required'] });
  });
});
