/** The demo shop's discount codes, one of each kind the checkout knows (the README lists them). */
import type { DemoDiscountCode } from './types';

export const discountCodes: DemoDiscountCode[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, expires_in_days: null, max_uses: null },
  { code: 'SAVE5', kind: 'fixed', value: 500, expires_in_days: null, max_uses: null },
  { code: 'SUMMER23', kind: 'percent', value: 20, expires_in_days: -30, max_uses: null },
  { code: 'FIRSTORDER', kind: 'fixed', value: 1000, expires_in_days: null, max_uses: 1 },
];
