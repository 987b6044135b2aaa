// @vitest-environment happy-dom
/** The product's shipping and returns lines follow the owner's settings (store info), in both languages. */
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreInfo } from '../../../../contract/types';
import en from '../../../../locales/en.json';
import vi from '../../../../locales/vi.json';
import { storeInfoState } from '../../../lib/store-info-state';
import { ShippingReturns } from './shipping-returns';

afterEach(() => {
  cleanup();
  storeInfoState.info = null;
});

function show(lang: 'vi' | 'en') {
  render(
    <IntlProvider locale={lang} messages={lang === 'vi' ? vi : en}>
      <ShippingReturns />
    </IntlProvider>,
  );
  return screen.getByRole('group').textContent;
}

const owners = {
  currency: 'USD',
  free_shipping_threshold: 5000,
  return_window_days: 14,
  // Express switched off by the owner: store info leaves it out.
  shipping_methods: [{ code: 'standard', price: 300, min_days: 2, max_days: 4 }],
} as unknown as StoreInfo;

describe('ShippingReturns', () => {
  it("states the owner's days, threshold and return window, and no method the owner switched off", () => {
    storeInfoState.info = owners;
    const text = show('en');
    expect(text).toContain('Free standard shipping on orders over $50.00');
    expect(text).toContain('Standard shipping: 2-4 business days.');
    expect(text).not.toContain('Express');
    expect(text).toContain('Returns within 14 days of receipt');
  });

  it('says the same in Vietnamese', () => {
    storeInfoState.info = owners;
    const text = show('vi');
    expect(text).toContain('Giao hàng tiêu chuẩn: 2-4 ngày làm việc.');
    expect(text).not.toContain('Giao hàng nhanh');
    expect(text).toContain('Đổi trả trong vòng 14 ngày');
  });

  it("keeps the spec's return window and threshold until store info has come", () => {
    const text = show('en');
    expect(text).toContain('Returns within 7 days of receipt');
    expect(text).toContain('$40.00');
  });
});
