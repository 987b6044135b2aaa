/**
 * Stock by hand: a variant's stock adjusted or set with a reason (recorded with its delta, the stock
 * after and who), never below zero, concurrent adjustments each counted once; its history newest
 * first; and the low-stock threshold, read by staff, changed by the owner, felt by the storefront.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/catalog-shapes';
import { setVariants, stockOf } from '../../test/checkout-client';
import { getJson, makeTestApp, type TestContext } from '../../test/test-app';
import { auditRows, parsed, staffClient } from './test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let owner: Awaited<ReturnType<typeof staffClient>>;
let variant: string;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t);
  owner = await staffClient(t, 'owner');
  variant = (await setVariants(t.handle, 1, { price: 1000, stock: 10 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

const change = (id: string, body: Record<string, unknown>) =>
  staff.call('POST', `/api/admin/variants/${id}/stock`, body);

describe('changing stock', () => {
  it('adjusts and sets, recording the reason, delta, stock after and who, and audits it', async () => {
    const received = parsed(
      shape.StockResultSchema,
      await change(variant, { mode: 'adjust', quantity: 5, reason: 'received', note: 'PO 42' }),
    );
    expect(received.variant.stock).toBe(15);
    expect(received.movement).toMatchObject({
      delta: 5,
      stock_after: 15,
      reason: 'received',
      note: 'PO 42',
      staff_email: staff.email,
    });
    const counted = parsed(
      shape.StockResultSchema,
      await change(variant, { mode: 'set', quantity: 12, reason: 'correction' }),
    );
    expect(counted.movement).toMatchObject({ delta: -3, stock_after: 12, note: null });
    expect(await stockOf(t.handle, variant)).toBe(12);
    const rows = await auditRows(t.handle, 'variant', variant);
    expect(rows.map((r) => [r.action, r.before.stock, r.after.stock, r.after.reason])).toEqual([
      ['stock.adjust', 10, 15, 'received'],
      ['stock.set', 15, 12, 'correction'],
    ]);
  });

  it('never goes below zero, and refuses what is not a change', async () => {
    const below = await change(variant, { mode: 'adjust', quantity: -999, reason: 'damaged' });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({ quantity: ['catalog.errors.stock_negative'] });
    const bad = await change(variant, { mode: 'adjust', quantity: 0, reason: 'lost' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      quantity: ['catalog.errors.stock_invalid'],
      reason: ['catalog.errors.reason_invalid'],
    });
    expect((await change(variant, {})).body.errors).toEqual({
      mode: ['admin.errors.invalid'],
      quantity: ['admin.errors.invalid'],
      reason: ['admin.errors.invalid'],
    });
    const fraction = await change(variant, { mode: 'set', quantity: 1.5, reason: 'correction' });
    expect(fraction.body.errors).toEqual({ quantity: ['catalog.errors.stock_invalid'] });
    expect(
      (await change('99999999', { mode: 'set', quantity: 1, reason: 'received' })).status,
    ).toBe(404);
  });

  it('serializes concurrent adjustments: each counted once, none below zero', async () => {
    const [id] = await setVariants(t.handle, 1, { price: 1000, stock: 5 }, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        change(id!, { mode: 'adjust', quantity: -1, reason: 'damaged' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
    expect(await stockOf(t.handle, id!)).toBe(0);
    const after = answers
      .filter((a) => a.status === 200)
      .map((a) => a.body.data.movement.stock_after as number);
    expect(after.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('history', () => {
  it('lists a variant’s movements newest first, paged', async () => {
    const [id] = await setVariants(t.handle, 1, { price: 1000, stock: 0 }, 2);
    for (const quantity of [3, 4, 5])
      await change(id!, { mode: 'adjust', quantity, reason: 'received' });
    const first = parsed(
      shape.StockHistorySchema,
      await staff.call('GET', `/api/admin/variants/${id}/stock?per_page=2`),
    );
    expect(first.total).toBe(3);
    expect(first.items.map((m) => m.delta)).toEqual([5, 4]);
    expect(first.variant).toMatchObject({ id, stock: 12 });
    const second = await staff.call('GET', `/api/admin/variants/${id}/stock?per_page=2&page=2`);
    expect(second.body.data.items.map((m: { delta: number }) => m.delta)).toEqual([3]);
    expect((await staff.call('GET', '/api/admin/variants/99999999/stock')).status).toBe(404);
  });
});

describe('the low-stock threshold', () => {
  it('is read by staff, changed by the owner only, audited, and what the storefront counts by', async () => {
    const read = parsed(
      shape.StockSettingsSchema,
      await staff.call('GET', '/api/admin/settings/stock'),
    );
    expect(read).toEqual({ low_stock_threshold: 5 });
    expect(
      (await staff.call('PUT', '/api/admin/settings/stock', { low_stock_threshold: 2 })).status,
    ).toBe(403);
    const bad = await owner.call('PUT', '/api/admin/settings/stock', { low_stock_threshold: -1 });
    expect(bad.body.errors).toEqual({ low_stock_threshold: ['admin.errors.invalid'] });
    const saved = await owner.call('PUT', '/api/admin/settings/stock', { low_stock_threshold: 2 });
    expect(parsed(shape.StockSettingsSchema, saved)).toEqual({ low_stock_threshold: 2 });
    expect((await getJson(t.app, '/api/public/store-info')).body.data.low_stock_threshold).toBe(2);
    const [id] = await setVariants(t.handle, 1, { price: 1000, stock: 3 }, 3);
    const [check] = (await getJson(t.app, `/api/catalog/variants?ids=${id}`)).body.data;
    expect(check.stock_state).toBe('in_stock');
    expect((await auditRows(t.handle, 'settings', 'low_stock_threshold'))[0]).toMatchObject({
      action: 'settings.stock',
      before: { low_stock_threshold: 5 },
      after: { low_stock_threshold: 2 },
    });
  });
});
