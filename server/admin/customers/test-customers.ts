/** Test support for the customers' admin endpoints: a customer registered and filled in through the API. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import {
  accountAddressesPath,
  accountPath,
  accountWishlistPath,
} from '../../../contract/api/private-paths';
import { ADDRESS, placeOrderThroughApi } from '../../test/checkout-client';
import { newCustomerWith, send } from '../../routes/account-test-client';

/** A registered customer with a phone and a saved address; answers their token, email and id. */
export async function registeredCustomer(
  app: Hono,
  { phone = '+84 98 765 4321', first_name = 'Lan', last_name = 'Nguyễn' } = {},
) {
  const who = await newCustomerWith(app);
  const patched = await send(
    app,
    'PATCH',
    accountPath(),
    { first_name, last_name, phone },
    who.token,
  );
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const saved = await send(app, 'POST', accountAddressesPath(), ADDRESS, who.token);
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  return who;
}

export async function wish(app: Hono, token: string, productIds: string[]) {
  const res = await send(
    app,
    'PUT',
    accountWishlistPath({ lang: 'vi' }),
    { product_ids: productIds },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An order placed signed in as `token` (its email is the account's); answers its number. */
export async function placeAs(app: Hono, token: string, email: string, variantId: string) {
  const { res } = await placeOrderThroughApi(app, [{ variant_id: variantId, quantity: 1 }], token, {
    email,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.number as string;
}

/** Every string anywhere in a JSON value (to look for a secret however deep it hides). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
