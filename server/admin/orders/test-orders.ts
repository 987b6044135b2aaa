/** Test support for the orders' admin endpoints: orders placed through the API with their own shopper. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { ADDRESS, placeOrderThroughApi } from '../../test/checkout-client';
import type { DbHandle } from '../../db/client';

export interface Shopper {
  email?: string;
  full_name?: string;
  phone?: string;
  shipping_method?: 'standard' | 'express';
}

/** Places an order of `lines` for this shopper; answers its number. */
export async function placeFor(
  app: Hono,
  lines: { variant_id: string; quantity: number }[],
  who: Shopper = {},
): Promise<string> {
  const { res } = await placeOrderThroughApi(app, lines, undefined, {
    ...(who.email ? { email: who.email } : {}),
    shipping_address: {
      ...ADDRESS,
      ...(who.full_name ? { full_name: who.full_name } : {}),
      ...(who.phone ? { phone: who.phone } : {}),
    },
    ...(who.shipping_method ? { shipping_method: who.shipping_method } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.number as string;
}

/** Sets the order's placing time (the list's date filters read it). */
export async function placedAt(handle: DbHandle, number: string, at: string): Promise<void> {
  await handle.pool.query('update orders set created_at = $2 where number = $1', [number, at]);
}

export async function rowsOf<T>(handle: DbHandle, query: string, values: unknown[] = []) {
  return (await handle.pool.query(query, values)).rows as T[];
}
