/**
 * Orders for the e2e tests, placed through the API as a shopper's checkout places them: PUT the
 * checkout under a new client-made token, then complete it. Each takes stock from the e2e shop (kept
 * between runs), so the lines are picked among variants with plenty left.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { collectionPath, productPath } from '../../contract/api/paths';
import { checkoutPath, completeCheckoutPath, orderPath } from '../../contract/api/private-paths';
import type { Lang, Order, Product } from '../../contract/types';

export const ADDRESS = {
  full_name: 'Nguyễn Thị Lan',
  phone: '+84 90 123 4567',
  address: '12 Lê Lợi',
  city: 'Hồ Chí Minh',
  state: 'Quận 1',
  zip: '700000',
  country: 'VN',
};

/** A token as the app makes them: 144 random bits, URL-safe. */
export const newOrderToken = () => randomBytes(18).toString('base64url');

/** `count` variants of different products, each with more than 20 in stock. */
export async function roomyVariants(request: APIRequestContext, count: number): Promise<string[]> {
  const list = await request.get(collectionPath('', { lang: 'vi', in_stock: true, per_page: 60 }));
  const ids: string[] = [];
  for (const { slug } of (await list.json()).data.items as { slug: string }[]) {
    const product = (await (await request.get(productPath(slug, { lang: 'vi' }))).json())
      .data as Product;
    const variant = product.variants.find((v) => v.stock > 20);
    if (variant) ids.push(variant.id);
    if (ids.length === count) return ids;
  }
  throw new Error(`the e2e shop has fewer than ${count} products with a variant well in stock`);
}

/** Places an order of these lines in `lang`, as a shopper on that language's pages does (its mails are in it); answers it as the order page reads it. */
export async function placeOrder(
  request: APIRequestContext,
  lines: { variant_id: string; quantity: number }[],
  { lang = 'vi' as Lang, discount_code = null as string | null } = {},
): Promise<Order> {
  const token = newOrderToken();
  const put = await request.put(checkoutPath(token), {
    data: {
      lines,
      email: 'lan@example.com',
      shipping_address: ADDRESS,
      shipping_method: 'standard',
      payment_method: 'cod',
      discount_code,
    },
  });
  if (!put.ok()) throw new Error(`PUT checkout answered ${put.status()}: ${await put.text()}`);
  const complete = await request.post(completeCheckoutPath(token, { lang }));
  if (complete.status() !== 201)
    throw new Error(`complete answered ${complete.status()}: ${await complete.text()}`);
  // The order has a token of its own (its page's address), not the checkout's.
  const placed = (await complete.json()).data as Order;
  return readOrder(request, placed.token, lang);
}

export async function readOrder(
  request: APIRequestContext,
  token: string,
  lang: Lang,
): Promise<Order> {
  const read = await request.get(orderPath(token, { lang }));
  if (!read.ok()) throw new Error(`GET order answered ${read.status()}: ${await read.text()}`);
  return (await read.json()).data as Order;
}
