import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariantCheck } from '../../../contract/types';
import { db, StorefrontDb } from '../../lib/db/db';
import type { CartLineRow } from '../../lib/db/schema';
import { lineProblems } from './cart-lines';
import {
  acceptLineCheck,
  addToCart,
  getMemoryCart,
  onCartStorageProblem,
  readLines,
  recordChecks,
  removeFromCart,
  resetCartMemory,
  undoRemove,
  updateQuantity,
} from './store';

const image = { url: '/i.webp', width: 640, height: 800, alt: '', srcset: [] };
const incoming = (variantId: string, over: Partial<CartLineRow> = {}): CartLineRow => ({
  variantId,
  productId: 'p1',
  slug: 'linen-shirt',
  name: 'Linen shirt',
  image,
  color: 'BLACK',
  size: 'M',
  quantity: 0,
  price: 2500,
  stock: 10,
  addedAt: Date.now(),
  check: null,
  ...over,
});

beforeEach(async () => {
  resetCartMemory();
  await db.cart.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('cart store (Dexie)', () => {
  it('adds a line and merges the same variant into it', async () => {
    await addToCart(incoming('1'), 1);
    await addToCart(incoming('1'), 2);
    const lines = await readLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(3);
  });

  it('bounds quantities by stock and 99', async () => {
    expect(await addToCart(incoming('1', { stock: 2 }), 5)).toEqual({ quantity: 2, capped: true });
    await addToCart(incoming('2', { stock: 1000 }), 80);
    await updateQuantity('2', 150);
    expect((await db.cart.get('2'))!.quantity).toBe(99);
  });

  it('removes a line and the undo puts it back where it was', async () => {
    await addToCart(incoming('1', { addedAt: 1 }), 1);
    await addToCart(incoming('2', { addedAt: 2 }), 2);
    const removed = await removeFromCart('1');
    expect((await readLines()).map((l) => l.variantId)).toEqual(['2']);
    await undoRemove(removed!);
    expect((await readLines()).map((l) => [l.variantId, l.quantity])).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
  });

  it('records a changed price on the line, shows both, and applies it only when accepted', async () => {
    await addToCart(incoming('1'), 1);
    const answer = { id: '1', price: 3100, stock: 10, stock_state: 'in_stock' } as VariantCheck;
    answer.product = {
      id: 'p1',
      slug: 'linen-shirt',
      name: 'Linen shirt',
      category: 'shirts',
      price: 3100,
      compare_at_price: null,
      image,
      colors: [],
      stock_state: 'in_stock',
    };
    await recordChecks([answer], ['1']);
    const flagged = (await db.cart.get('1'))!;
    expect(flagged.price).toBe(2500);
    expect(flagged.check?.price).toBe(3100);
    expect(lineProblems(flagged)).toEqual(['price_changed']);
    await acceptLineCheck('1');
    expect(await db.cart.get('1')).toMatchObject({ price: 3100, check: null });
  });

  it('is seen by a second Dexie instance (another tab) at once, live', async () => {
    const other = new StorefrontDb();
    const seen: number[] = [];
    const sub = liveQuery(() => other.cart.toArray()).subscribe((rows) =>
      seen.push(rows.reduce((n, r) => n + r.quantity, 0)),
    );
    await addToCart(incoming('1'), 2);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(2));
    // And the other way round: a write from the other instance reaches this one.
    await other.cart.update('1', { quantity: 4 });
    expect((await readLines())[0]!.quantity).toBe(4);
    sub.unsubscribe();
    other.close();
  });

  it('keeps the cart in memory when storage is full, reports it, and writes it back later', async () => {
    await addToCart(incoming('1'), 1);
    const problems: string[] = [];
    const off = onCartStorageProblem((p) => problems.push(p));
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const spy = vi.spyOn(db.cart, 'bulkPut').mockRejectedValueOnce(quota);
    await addToCart(incoming('2'), 1);
    expect(problems).toEqual(['quota']);
    expect(getMemoryCart()?.map((l) => l.variantId)).toEqual(['1', '2']);
    expect(await db.cart.count()).toBe(1);
    spy.mockRestore();
    await updateQuantity('2', 3);
    expect(getMemoryCart()).toBeNull();
    expect((await readLines()).map((l) => [l.variantId, l.quantity])).toEqual([
      ['1', 1],
      ['2', 3],
    ]);
    off();
  });

  it('asks the browser to persist storage after the first add', async () => {
    const persist = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('navigator', { storage: { persist } });
    await addToCart(incoming('1'), 1);
    await addToCart(incoming('2'), 1);
    expect(persist).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
