import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { variantsPath } from '../../../contract/api/paths';
import type { AccountCart, VariantCheck } from '../../../contract/types';
import { ApiError } from '../../lib/api/errors';
import { db } from '../../lib/db/db';
import type { CartLineRow } from '../../lib/db/schema';
import { createCartMirror } from './account-sync';
import { readLines, resetCartMemory } from './store';

const get = vi.fn();
const put = vi.fn();
vi.mock('../../lib/api/client', () => ({
  api: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) },
}));

const image = { url: '/i.webp', width: 640, height: 800, alt: '', srcset: [] };
const check = (id: string, stock = 10): VariantCheck => ({
  id,
  product_id: `p${id}`,
  color: 'BLACK',
  size: 'M',
  price: 2500,
  stock,
  stock_state: 'in_stock',
  product: {
    id: `p${id}`,
    slug: `shirt-${id}`,
    name: `Shirt ${id}`,
    category: 'shirts',
    price: 2500,
    compare_at_price: null,
    image,
    colors: ['BLACK'],
    stock_state: 'in_stock',
  },
  image,
});
const row = (variantId: string, quantity: number, addedAt = 1): CartLineRow => ({
  variantId,
  productId: `p${variantId}`,
  slug: `shirt-${variantId}`,
  name: `Shirt ${variantId}`,
  image,
  color: 'BLACK',
  size: 'M',
  quantity,
  price: 2500,
  stock: 10,
  addedAt,
  check: null,
});

let server: AccountCart;
const storage = new Map<string, string>();

beforeEach(async () => {
  ongoing = true;
  get.mockReset();
  put.mockReset();
  resetCartMemory();
  await db.cart.clear();
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  });
  server = { lines: [] };
  get.mockImplementation(async (built: string) => {
    const url = new URL(built, 'http://x');
    if (url.pathname === '/api/account/cart') return structuredClone(server);
    if (url.pathname === '/api/catalog/variants')
      return url.searchParams
        .get('ids')!
        .split(',')
        .filter((id) => id !== '404')
        .map((id) => check(id));
    throw new Error(`unexpected GET ${built}`);
  });
  put.mockImplementation(async (_path: string, body: AccountCart) => {
    server = structuredClone(body);
    return structuredClone(body);
  });
});
afterEach(() => vi.unstubAllGlobals());

let ongoing = true;
const mirror = (sessionKey = 's1') =>
  createCartMirror({ sessionKey, lang: () => 'en', ongoing: () => ongoing });
const quantities = async () => (await readLines()).map((l) => [l.variantId, l.quantity]);

describe('the cart mirror', () => {
  it('on a first start, adds the server lines to the device (rows built from the variant check) and PUTs the merge', async () => {
    await db.cart.bulkPut([row('1', 2), row('2', 1)]);
    server = {
      lines: [
        { variant_id: '1', quantity: 1 },
        { variant_id: '3', quantity: 4 },
      ],
    };
    await mirror().start();
    expect(await quantities()).toEqual([
      ['1', 3],
      ['2', 1],
      ['3', 4],
    ]);
    const added = (await db.cart.get('3'))!;
    expect(added).toMatchObject({
      name: 'Shirt 3',
      slug: 'shirt-3',
      productId: 'p3',
      price: 2500,
      stock: 10,
      color: 'BLACK',
      size: 'M',
    });
    expect(get).toHaveBeenCalledWith(variantsPath(['1', '2', '3'], { lang: 'en' }));
    expect(put).toHaveBeenCalledTimes(1);
    expect(server.lines).toEqual([
      { variant_id: '1', quantity: 3 },
      { variant_id: '2', quantity: 1 },
      { variant_id: '3', quantity: 4 },
    ]);
  });

  it('leaves out server lines whose variant no longer exists', async () => {
    server = {
      lines: [
        { variant_id: '404', quantity: 1 },
        { variant_id: '5', quantity: 1 },
      ],
    };
    await mirror().start();
    expect(await quantities()).toEqual([['5', 1]]);
  });

  it('a second start of the same session does not add the cart to itself', async () => {
    await db.cart.bulkPut([row('1', 2)]);
    await mirror().start();
    await mirror().start();
    expect(await quantities()).toEqual([['1', 2]]);
    expect(server.lines).toEqual([{ variant_id: '1', quantity: 2 }]);
  });

  it('a new session merges as a login does (quantities add)', async () => {
    await db.cart.bulkPut([row('1', 2)]);
    await mirror('s1').start();
    await mirror('s2').start();
    expect(await quantities()).toEqual([['1', 4]]);
  });

  it('push PUTs the device cart only when it differs from what the server confirmed', async () => {
    const m = mirror();
    await db.cart.bulkPut([row('1', 2)]);
    await m.start();
    put.mockClear();
    await m.push();
    expect(put).not.toHaveBeenCalled();
    await db.cart.update('1', { quantity: 5 });
    await m.push();
    expect(put).toHaveBeenCalledWith('/api/account/cart', {
      lines: [{ variant_id: '1', quantity: 5 }],
    });
  });

  it('when the server refuses lines (422 by index), PUTs the rest and keeps them on the device', async () => {
    const m = mirror();
    await m.start();
    await db.cart.bulkPut([row('7', 1, 1), row('8', 2, 2)]);
    put.mockRejectedValueOnce(
      new ApiError({
        message: 'Validation error',
        statusCode: 422,
        errors: { 'lines.0.variant_id': ['account.errors.unknown_variant'] },
      }),
    );
    await m.push();
    expect(server.lines).toEqual([{ variant_id: '8', quantity: 2 }]);
    expect(await quantities()).toEqual([
      ['7', 1],
      ['8', 2],
    ]);
  });

  it('an offline start changes nothing and rejects with the offline error', async () => {
    await db.cart.bulkPut([row('1', 2)]);
    get.mockRejectedValue(new ApiError({ message: 'Network error', statusCode: 0, offline: true }));
    await expect(mirror().start()).rejects.toMatchObject({ offline: true });
    expect(await quantities()).toEqual([['1', 2]]);
    expect(put).not.toHaveBeenCalled();
  });

  it('a sign out that lands while the start asks the server is not undone: nothing merged, no base kept', async () => {
    await db.cart.bulkPut([row('1', 2)]);
    server = { lines: [{ variant_id: '3', quantity: 4 }] };
    get.mockImplementationOnce(async () => {
      // The session ends while the server's copy is on its way; the guest's cart is back.
      ongoing = false;
      await db.cart.clear();
      await db.cart.put(row('9', 1));
      return structuredClone(server);
    });
    await mirror().start();
    expect(await quantities()).toEqual([['9', 1]]);
    expect(put).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });

  it('an answer to a PUT that arrives after sign out keeps no base', async () => {
    put.mockImplementation(async (_path: string, body: AccountCart) => {
      ongoing = false;
      return structuredClone(body);
    });
    await db.cart.bulkPut([row('1', 2)]);
    await mirror().start();
    expect(put).toHaveBeenCalledTimes(1);
    expect(storage.size).toBe(0);
  });
});
