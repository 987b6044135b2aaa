/**
 * The discount codes' admin endpoints on the demo shop: the list with uses and state (and its filters),
 * create (upper-case, unique), edit (not below the uses made: 422), pause and resume (the checkout
 * follows at once), a code's uses, bad input answering 422 with ids, and an audit row for each write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shape from '../../../contract/admin/discount-shapes';
import type { DiscountCreateBody } from '../../../contract/admin/discount-types';
import {
  placeOrderThroughApi,
  put,
  newToken,
  readyBody,
  setVariants,
} from '../../test/checkout-client';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { uniqueEmail } from '../../routes/account-test-client';
import { auditRows, parsed, staffClient } from '../catalog/test-catalog';

let t: TestContext;
let staff: Awaited<ReturnType<typeof staffClient>>;
let v: string;
beforeAll(async () => {
  t = await makeTestApp();
  staff = await staffClient(t, 'staff');
  v = (await setVariants(t.handle, 1, { price: 2000, stock: 1000 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

const body = (over: Partial<DiscountCreateBody> = {}): DiscountCreateBody => ({
  code: 'spring15',
  kind: 'percent',
  value: 15,
  min_subtotal: 3000,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  per_customer: 1,
  first_order_only: false,
  ...over,
});
const create = async (over: Partial<DiscountCreateBody> = {}) =>
  parsed(shape.AdminDiscountSchema, await staff.call('POST', '/api/admin/discounts', body(over)));
const list = async (query = '') =>
  parsed(shape.DiscountPageSchema, await staff.call('GET', `/api/admin/discounts${query}`));
const useCode = (code: string, quantity = 2) =>
  placeOrderThroughApi(t.app, [{ variant_id: v, quantity }], undefined, {
    discount_code: code,
    email: uniqueEmail(),
  });

describe('discount codes in the admin', () => {
  it('creates a code upper-case, audited; a second of the same name is 422 code_taken', async () => {
    const made = await create();
    expect(made).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      value: 15,
      min_subtotal: 3000,
      per_customer: 1,
      uses: 0,
      state: 'active',
    });
    const again = await staff.call('POST', '/api/admin/discounts', body({ code: ' Spring15 ' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['discounts.errors.code_taken'] });
    const [row] = await auditRows(t.handle, 'discount', 'SPRING15');
    expect(row).toMatchObject({
      action: 'discount.create',
      staff_email: staff.email,
      before: null,
    });
    expect(row!.after).toMatchObject({ code: 'SPRING15', value: 15 });
  });

  it('answers bad input with 422 and message ids, never 500', async () => {
    const bad = await staff.call('POST', '/api/admin/discounts', {
      ...body({ code: 'no spaces!' }),
      value: 150,
      starts_at: '2030-01-02T00:00:00Z',
      ends_at: '2030-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      code: ['discounts.errors.code_invalid'],
      value: ['discounts.errors.percent_over'],
      ends_at: ['discounts.errors.ends_before_starts'],
    });
    const junk = await staff.call('POST', '/api/admin/discounts', {
      code: 5,
      kind: 'half',
      value: 'x',
      max_uses: 0,
      starts_at: 'soon',
    });
    expect(junk.status).toBe(422);
    expect(Object.keys(junk.body.errors).sort()).toEqual([
      'code',
      'kind',
      'max_uses',
      'starts_at',
      'value',
    ]);
    expect((await staff.call('POST', '/api/admin/discounts', 'not json')).status).toBe(400);
  });

  it('lists codes with their uses and state, filtered by text and state', async () => {
    await create({ code: 'LISTED', max_uses: 1, per_customer: null, min_subtotal: 0 });
    await create({ code: 'LATER', starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    await create({ code: 'RESTING', paused: true });
    expect((await useCode('LISTED')).res.status).toBe(201);
    const all = await list('?per_page=100');
    const byCode = Object.fromEntries(all.items.map((d) => [d.code, d]));
    expect(byCode['LISTED']).toMatchObject({ uses: 1, state: 'used_up' });
    expect(byCode['LATER']).toMatchObject({ uses: 0, state: 'scheduled' });
    expect(byCode['RESTING']).toMatchObject({ state: 'paused' });
    expect(byCode['SUMMER23']).toMatchObject({ state: 'ended' });
    expect(byCode['FIRSTORDER']).toMatchObject({
      state: 'active',
      first_order_only: true,
      per_customer: 1,
      max_uses: null,
    });
    expect((await list('?q=list')).items.map((d) => d.code)).toEqual(['LISTED']);
    const paused = await list('?state=paused');
    expect(paused.items.map((d) => d.code)).toEqual(['RESTING']);
    expect(paused.total).toBe(1);
    expect((await staff.call('GET', '/api/admin/discounts?state=odd')).status).toBe(400);
  });

  it('edits the rules; a total limit below the uses made is 422, and nothing changes', async () => {
    await create({ code: 'EDITME', per_customer: null, min_subtotal: 0 });
    await useCode('EDITME');
    await useCode('EDITME');
    const low = await staff.call('PUT', '/api/admin/discounts/editme', body({ max_uses: 1 }));
    expect(low.status).toBe(422);
    expect(low.body.errors).toEqual({ max_uses: ['discounts.errors.limit_below_uses'] });
    const saved = parsed(
      shape.AdminDiscountSchema,
      await staff.call('PUT', '/api/admin/discounts/EDITME', {
        ...body({ kind: 'fixed', value: 700, max_uses: 2 }),
        code: undefined,
      }),
    );
    expect(saved).toMatchObject({
      code: 'EDITME',
      kind: 'fixed',
      value: 700,
      uses: 2,
      state: 'used_up',
    });
    const rows = await auditRows(t.handle, 'discount', 'EDITME');
    expect(rows.map((r) => r.action)).toEqual(['discount.create', 'discount.update']);
    expect(rows[1]!.before).toMatchObject({ kind: 'percent', value: 15 });
    expect(rows[1]!.after).toMatchObject({ kind: 'fixed', value: 700 });
    expect((await staff.call('PUT', '/api/admin/discounts/NOSUCH', body())).status).toBe(404);
  });

  it('pauses and resumes a code, audited; the checkout refuses it while paused', async () => {
    await create({ code: 'PAUSEME', per_customer: null, min_subtotal: 0 });
    const paused = parsed(
      shape.AdminDiscountSchema,
      await staff.call('POST', '/api/admin/discounts/PAUSEME/pause'),
    );
    expect(paused).toMatchObject({ paused: true, state: 'paused' });
    const refused = await put(
      t.app,
      newToken(),
      readyBody([{ variant_id: v, quantity: 1 }], { discount_code: 'pauseme' }),
    );
    expect(refused.body.errors).toEqual({ discount_code: ['checkout.errors.discount_paused'] });
    await staff.call('POST', '/api/admin/discounts/PAUSEME/resume');
    const again = await put(
      t.app,
      newToken(),
      readyBody([{ variant_id: v, quantity: 1 }], { discount_code: 'PAUSEME' }),
    );
    expect(again.body.data).toMatchObject({ discount_code: 'PAUSEME', discount: 300 });
    const rows = await auditRows(t.handle, 'discount', 'PAUSEME');
    expect(rows.map((r) => r.action)).toEqual([
      'discount.create',
      'discount.pause',
      'discount.resume',
    ]);
    expect((await staff.call('POST', '/api/admin/discounts/NOSUCH/pause')).status).toBe(404);
  });

  it('lists the orders that used a code, newest first', async () => {
    await create({ code: 'TRACKED', per_customer: null, min_subtotal: 0 });
    const first = await useCode('TRACKED', 1);
    const second = await useCode('TRACKED', 3);
    const uses = parsed(
      shape.DiscountUsesPageSchema,
      await staff.call('GET', '/api/admin/discounts/tracked/uses'),
    );
    expect(uses.total).toBe(2);
    expect(uses.items.map((u) => u.order_number)).toEqual([
      second.res.body.data.number,
      first.res.body.data.number,
    ]);
    expect(uses.items[0]).toMatchObject({
      status: 'pending',
      discount: 900,
      total: 5100,
      customer_id: null,
    });
    expect(uses.items[0]!.email).toBe(second.res.body.data.email);
    expect((await staff.call('GET', '/api/admin/discounts/NOSUCH/uses')).status).toBe(404);
  });
});
