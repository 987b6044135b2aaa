/** The store settings form's amounts and counts, typed as text, to the API's minor units and back. */
import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../../contract/admin/settings-types';
import { minorOf, stateOf, toBody } from './store-form-state';

const SAVED: StoreSettings = {
  name: 'Mây Clothing',
  contact: { email: 'hello@shop.example', phone: '+84 28 3822 0000', address: '12 Lê Lợi' },
  free_shipping_threshold: 4000,
  shipping_methods: [
    {
      code: 'standard',
      name: { vi: 'Giao hàng tiêu chuẩn', en: 'Standard' },
      price: 500,
      min_days: 3,
      max_days: 5,
      enabled: true,
    },
    {
      code: 'express',
      name: { vi: 'Giao hàng nhanh', en: 'Express' },
      price: 1500,
      min_days: 1,
      max_days: 2,
      enabled: false,
    },
  ],
  countries: ['VN', 'SG'],
  google_tag_id: null,
  low_stock_threshold: 5,
  return_window_days: 7,
  currency: 'USD',
};

describe('store settings form state', () => {
  it('reads amounts as major units and gives back what was saved', () => {
    const state = stateOf(SAVED);
    expect(state.free_shipping_threshold).toBe('40.00');
    expect(state.methods[1]).toMatchObject({ price: '15.00', enabled: false });
    const { currency: _, ...body } = SAVED;
    expect(toBody(state, 'USD')).toEqual(body);
  });

  it('turns typed amounts into minor units, and anything else into null for the API to refuse', () => {
    expect(minorOf('6.75', 2)).toBe(675);
    expect(minorOf(' 7 ', 2)).toBe(700);
    expect(minorOf('7,5', 2)).toBe(750);
    expect(minorOf('1.234', 2)).toBeNull();
    expect(minorOf('-1', 2)).toBeNull();
    expect(minorOf('five', 2)).toBeNull();
    const state = { ...stateOf(SAVED), return_window_days: '1.5', google_tag_id: ' ' };
    expect(toBody(state, 'USD')).toMatchObject({ return_window_days: null, google_tag_id: null });
  });
});
