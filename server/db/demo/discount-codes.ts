/**
 * The demo shop's discount codes, one of each kind of rule the checkout knows: plain percent and fixed
 * codes, an expired one, one with a minimum subtotal, and FIRSTORDER, for each customer's first order
 * once (not once for the whole shop: every new customer may use it).
 */
import type { DemoDiscountCode } from './types';

export const discountCodes: DemoDiscountCode[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, expires_in_days: null, max_uses: null },
  { code: 'SAVE5', kind: 'fixed', value: 500, expires_in_days: null, max_uses: null },
  { code: 'SUMMER23', kind: 'percent', value: 20, expires_in_days: -30, max_uses: null },
  {
    code: 'FIRSTORDER',
    kind: 'fixed',
    value: 1000,
    expires_in_days: null,
    max_uses: null,
    per_customer: 1,
    first_order_only: true,
  },
  {
    code: 'BIG15',
    kind: 'percent',
    value: 15,
    expires_in_days: null,
    max_uses: null,
    min_subtotal: 10000,
  },
];
