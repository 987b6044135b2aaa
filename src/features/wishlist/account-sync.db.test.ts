import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '../../../contract/types';
import { db } from '../../lib/db/db';
import { createWishlistMirror, mergeWishlistIds } from './account-sync';
import { readWishlist } from './store';

const get = vi.fn();
const put = vi.fn();
vi.mock('../../lib/api/client', () => ({
  api: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) },
}));

const image = { url: '/i.webp', width: 640, height: 800, alt: '', srcset: [] };
const card = (id: string, name = `Bag ${id}`): ProductCard => ({
  id,
  slug: `bag-${id}`,
  name,
  category: 'bags',
  price: 3000,
  compare_at_price: null,
  image,
  colors: ['BLACK'],
  stock_state: 'in_stock',
});

let server: string[];
const storage = new Map<string, string>();

beforeEach(async () => {
  ongoing = true;
  get.mockReset();
  put.mockReset();
  await db.wishlist.clear();
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  });
  server = [];
  get.mockImplementation(async () => server.map((id) => card(id, `Fresh ${id}`)));
  put.mockImplementation(async (_path: string, body: { product_ids: string[] }) => {
    server = [...body.product_ids];
    return server.map((id) => card(id));
  });
});
afterEach(() => vi.unstubAllGlobals());

let ongoing = true;
const mirror = () =>
  createWishlistMirror({ sessionKey: 's1', lang: () => 'en', ongoing: () => ongoing });
const ids = async () => (await readWishlist()).map((r) => r.id);

describe('mergeWishlistIds', () => {
  it('joins both lists when there is no base', () => {
    expect([...mergeWishlistIds(['a', 'b'], ['b', 'c'], null)].sort()).toEqual(['a', 'b', 'c']);
  });
  it('drops what either side removed since the base, keeps what either added', () => {
    expect([...mergeWishlistIds(['a', 'd'], ['a', 'b', 'e'], ['a', 'b', 'c', 'd'])].sort()).toEqual(
      ['a', 'e'],
    );
  });
});

describe('the wishlist mirror', () => {
  it('on a first start joins the server list into the device (fresh cards win) and PUTs the union', async () => {
    await db.wishlist.bulkPut([
      { ...card('1'), addedAt: 100 },
      { ...card('2'), addedAt: 200 },
    ]);
    server = ['3', '2'];
    await mirror().start();
    expect(get).toHaveBeenCalledWith('/api/account/wishlist?lang=en');
    expect(await ids()).toEqual(['3', '2', '1']);
    expect((await db.wishlist.get('2'))!).toMatchObject({ name: 'Fresh 2', addedAt: 200 });
    expect(put).toHaveBeenCalledWith('/api/account/wishlist?lang=en', {
      product_ids: ['3', '2', '1'],
    });
  });

  it('a product removed here while the server still had it stays removed at the next start', async () => {
    await db.wishlist.bulkPut([
      { ...card('1'), addedAt: 100 },
      { ...card('2'), addedAt: 200 },
    ]);
    const m = mirror();
    await m.start();
    await db.wishlist.delete('1');
    // The PUT of the removal never reached the server (offline, tab closed): the next start merges.
    await mirror().start();
    expect(await ids()).toEqual(['2']);
    expect(server).toEqual(['2']);
  });

  it('push PUTs only a changed list', async () => {
    const m = mirror();
    await m.start();
    put.mockClear();
    await m.push();
    expect(put).not.toHaveBeenCalled();
    await db.wishlist.put({ ...card('9'), addedAt: 5 });
    await m.push();
    expect(server).toEqual(['9']);
  });

  it('a sign out that lands while the start asks the server is not undone: nothing merged, no base kept', async () => {
    await db.wishlist.put({ ...card('a'), addedAt: 1 });
    server = ['b'];
    get.mockImplementationOnce(async () => {
      ongoing = false;
      await db.wishlist.clear();
      return server.map((id) => card(id));
    });
    await mirror().start();
    expect(await ids()).toEqual([]);
    expect(put).not.toHaveBeenCalled();
    expect(storage.size).toBe(0);
  });
});
