/** What the benches' shoppers send: a checkout token of the client's making, and a Vietnamese address. */
import { randomBytes } from 'node:crypto';

/** 144 random bits, URL-safe, as the app makes a checkout token. */
export const newToken = () => randomBytes(18).toString('base64url');

export const ADDRESS = {
  full_name: 'Nguyễn Thị Lan',
  phone: '+84 90 123 4567',
  address: '12 Lê Lợi',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zip: '700000',
  country: 'VN',
};
