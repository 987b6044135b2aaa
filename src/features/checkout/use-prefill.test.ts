import { describe, expect, it } from 'vitest';
import { emptyDraft } from './store';
import { prefillChange } from './use-prefill';

const address = {
  full_name: 'Nguyễn Thị Lan',
  phone: '+84 90 123 4567',
  address: '12 Lê Lợi',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zip: '700000',
  country: 'VN',
};

describe('prefillChange', () => {
  it("fills an empty draft with the account's email and default address", () => {
    expect(prefillChange(emptyDraft('t'), { email: 'lan@example.com', address })).toEqual({
      email: 'lan@example.com',
      shipping_address: address,
    });
  });

  it('never overwrites what the shopper typed', () => {
    const draft = {
      ...emptyDraft('t'),
      email: 'typed@example.com',
      shipping_address: { ...emptyDraft('t').shipping_address, city: 'Đà Nẵng' },
    };
    expect(prefillChange(draft, { email: 'lan@example.com', address })).toEqual({});
  });

  it('fills nothing from an account with no address', () => {
    expect(prefillChange(emptyDraft('t'), { email: null, address: null })).toEqual({});
  });
});
