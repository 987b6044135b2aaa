/**
 * Test helpers for checkouts and orders: a fresh client token, a complete body, calls of the API, and
 * variants set to a known price and stock straight in the database. Test support only.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { checkoutPath, completeCheckoutPath, orderPath } from '../../contract/api/private-paths';
import type { Lang } from '../../contract/types';
import type { DbHandle } from '../db/client';
import { send } from '../routes/account-test-client';

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

export interface LineIn {
  variant_id: string;
  quantity: number;
}

/** A body the complete accepts; `more` changes or adds fields. */
export function readyBody(lines: readonly LineIn[], more: Record<string, unknown> = {}) {
  return {
    lines,
    email: 'Lan@Example.com',
    shipping_address: ADDRESS,
    shipping_method: 'standard',
    payment_method: 'cod',
    ...more,
  };
}

export const put = (app: Hono, token: string, body: unknown, bearer?: string) =>
  send(app, 'PUT', checkoutPath(token), body, bearer);

/** `lang`: the page's language, as the app sends it (the order's, and its mails'). */
export const complete = (app: Hono, token: string, bearer?: string, lang?: Lang) =>
  send(app, 'POST', completeCheckoutPath(token, { lang }), undefined, bearer);

export const getOrder = (app: Hono, token: string, lang: 'vi' | 'en' = 'vi') =>
  send(app, 'GET', orderPath(token, { lang }));

/**
 * `count` variants (of different products) set to this price and stock; answers their ids as strings.
 * Variants are taken from the highest id down, each test file's database being its own.
 */
export async function setVariants(
  handle: DbHandle,
  count: number,
  { price, stock }: { price: number; stock: number },
  skip = 0,
): Promise<string[]> {
  const { rows } = await handle.pool.query<{ id: number }>(
    `select min(id) as id from variants group by product_id order by 1 desc offset $1 limit $2`,
    [skip, count],
  );
  const ids = rows.map((r) => r.id);
  await handle.pool.query(`update variants set price = $1, stock = $2 where id = any($3)`, [
    price,
    stock,
    ids,
  ]);
  return ids.map(String);
}

export async function stockOf(handle: DbHandle, id: string): Promise<number> {
  const { rows } = await handle.pool.query<{ stock: number }>(
    'select stock from variants where id = $1',
    [id],
  );
  return rows[0]!.stock;
}

/** A PUT then a complete of a new checkout, as the app makes them on a page in `lang`: the order answered, or the failure. */
export async function placeOrderThroughApi(
  app: Hono,
  lines: LineIn[],
  bearer?: string,
  more = {},
  lang?: Lang,
) {
  const token = newToken();
  const saved = await put(app, token, readyBody(lines, more), bearer);
  if (saved.status !== 200) throw new Error(`PUT answered ${saved.status}`);
  return { token, res: await complete(app, token, bearer, lang) };
}
