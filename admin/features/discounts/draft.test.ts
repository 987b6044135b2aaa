/** The discount form's text to the API's body: amounts in minor units, limits, times as UTC, and what cannot be read. */
import { describe, expect, it } from 'vitest';
import type { AdminDiscount } from '../../../contract/admin/discount-types';
import { bodyOf, draftOf, EMPTY_DRAFT, localInput, parseAmount } from './draft';

describe('the discount form’s body', () => {
  it('reads amounts in the currency’s decimals, with a dot', () => {
    expect(parseAmount('25', 2)).toBe(2500);
    expect(parseAmount('25.5', 2)).toBe(2550);
    expect(parseAmount(' 0.05 ', 2)).toBe(5);
    expect(parseAmount('250000', 0)).toBe(250000);
    for (const bad of ['25,50', '25.505', '-3', '$5', '', '.'])
      expect(parseAmount(bad, 2), bad).toBeNull();
  });

  it('makes the body: a percentage as a whole number, a fixed amount and minimum in cents', () => {
    const start = '2030-03-01T09:30';
    expect(
      bodyOf(
        { ...EMPTY_DRAFT, code: 'spring', value: '15', min_subtotal: '30', starts_at: start },
        2,
      ),
    ).toEqual({
      ok: true,
      body: {
        code: 'spring',
        kind: 'percent',
        value: 15,
        min_subtotal: 3000,
        starts_at: new Date(start).toISOString(),
        ends_at: null,
        max_uses: null,
        per_customer: null,
        first_order_only: false,
      },
    });
    const fixed = bodyOf(
      { ...EMPTY_DRAFT, kind: 'fixed', value: '7.5', max_uses: '100', per_customer: '1' },
      2,
    );
    expect(fixed).toMatchObject({
      ok: true,
      body: { value: 750, min_subtotal: 0, max_uses: 100, per_customer: 1 },
    });
  });

  it('names each field it cannot read', () => {
    expect(
      bodyOf(
        { ...EMPTY_DRAFT, kind: 'fixed', value: '7,5', min_subtotal: 'x', max_uses: '1.5' },
        2,
      ),
    ).toEqual({
      ok: false,
      fields: {
        value: 'discounts.amount_invalid',
        min_subtotal: 'discounts.amount_invalid',
        max_uses: 'admin.errors.invalid',
      },
    });
    expect(bodyOf(EMPTY_DRAFT, 2)).toEqual({
      ok: false,
      fields: { value: 'admin.errors.required' },
    });
  });

  it('gives a saved code back as the form typed it', () => {
    const saved: AdminDiscount = {
      code: 'FIRSTORDER',
      kind: 'fixed',
      value: 1000,
      min_subtotal: 0,
      starts_at: '2030-03-01T02:30:00.000Z',
      ends_at: null,
      paused: false,
      max_uses: null,
      per_customer: 1,
      first_order_only: true,
      uses: 3,
      state: 'scheduled',
      created_at: '2030-01-01T00:00:00.000Z',
    };
    const draft = draftOf(saved, 2);
    expect(draft).toMatchObject({ value: '10.00', min_subtotal: '', per_customer: '1' });
    expect(draft.starts_at).toBe(localInput(saved.starts_at));
    expect(bodyOf(draft, 2)).toMatchObject({
      ok: true,
      body: { value: 1000, starts_at: saved.starts_at, first_order_only: true },
    });
  });
});
