import { describe, expect, it } from 'vitest';
import { fromShopLocal, toShopLocal } from './shop-time';

describe('event times on the shop’s clock (Asia/Ho_Chi_Minh, UTC+7)', () => {
  it('reads a typed time as the shop’s and shows an instant in it', () => {
    expect(fromShopLocal('2030-10-01T09:00')).toBe('2030-10-01T02:00:00.000Z');
    expect(toShopLocal('2030-10-01T02:00:00.000Z')).toBe('2030-10-01T09:00');
    expect(toShopLocal('2030-12-31T20:30:00.000Z')).toBe('2031-01-01T03:30');
  });
  it('answers empty for anything but a time', () => {
    expect(fromShopLocal('')).toBe('');
    expect(fromShopLocal('tomorrow')).toBe('');
  });
});
