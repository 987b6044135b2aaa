import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './checkout-path';

describe('isCheckoutPath', () => {
  it.each([
    '/checkout/abcdefghijklmnopqrstuv',
    '/en/checkout/abcdefghijklmnopqrstuv',
    '/checkout/confirmation',
    '/checkout',
  ])('blocks the prompt on %s', (p) => expect(isCheckoutPath(p)).toBe(true));
  it.each(['/', '/en', '/cart', '/en/cart', '/checkouts', '/product/checkout', '/order/abc'])(
    'allows the prompt on %s',
    (p) => expect(isCheckoutPath(p)).toBe(false),
  );
});
