/** Test support for the returns' admin endpoints: a delivered order with a return request on it. */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { orderReturnsPath } from '../../../contract/api/private-paths';
import type { Db } from '../../db/client';
import { moveOrder } from '../../orders/move-order';
import { placeOrderThroughApi } from '../../test/checkout-client';

export const ORIGIN = 'https://shop.example';

/** An order of `lines`, moved to delivered, with a return asking `asked` back: the order and the request's id. */
export async function returnRequested(
  app: Hono,
  db: Db,
  lines: { variant_id: string; quantity: number }[],
  asked = lines,
) {
  const { res } = await placeOrderThroughApi(app, lines);
  expect(res.status).toBe(201);
  const { number, token } = res.body.data as { number: string; token: string };
  for (const to of ['confirmed', 'shipped', 'delivered'] as const)
    await moveOrder(db, number, to, { origin: ORIGIN });
  const sent = await app.request(orderReturnsPath(token), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lines: asked, reason: 'Too small' }),
  });
  expect(sent.status).toBe(201);
  const request = ((await sent.json()) as { data: { id: string } }).data;
  return { number, token, id: request.id };
}
