// @vitest-environment happy-dom
/** A refusal's text, values included: the minimum subtotal's amount shows as money, in each language. */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { withValues } from '../../../contract/messages';
import { useErrorText } from './use-error-text';

function errorText(locale: 'en' | 'vi') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === 'en' ? en : vi}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('useErrorText', () => {
  const minimum = withValues('checkout.errors.discount_min_subtotal', { amount: 5000 });

  it('fills in the amount an id carries, as money', () => {
    expect(minimum).toBe('checkout.errors.discount_min_subtotal?amount=5000');
    expect(errorText('en')([minimum])).toBe(
      'This discount code needs a subtotal of at least $50.00',
    );
    expect(errorText('vi')([minimum])).toMatch(
      /^Mã giảm giá chỉ áp dụng cho đơn hàng từ 50,00\sUS\$ trở lên$/,
    );
  });

  it('reads a plain id as before, and an unknown one as not valid', () => {
    expect(errorText('en')(['checkout.errors.discount_paused'])).toBe(
      'This discount code is not available right now',
    );
    expect(errorText('en')(['checkout.errors.nope?amount=1'])).toBe('This value is not valid');
    expect(errorText('en')(undefined)).toBeUndefined();
  });
});
