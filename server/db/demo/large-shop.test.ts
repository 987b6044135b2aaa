import { describe, expect, it } from 'vitest';
import { COLORS } from '../../../contract/constants';
import { largeShop, MAX_SEED_PRODUCTS, seedProductsFromEnv } from './large-shop';
import { demoShop } from './shop';

const big = largeShop(demoShop, 10_000);
const demo = new Map(demoShop.products.map((p) => [p.slug, p]));
const added = big.products.slice(demoShop.products.length);

describe('the large shop', () => {
  it('holds the demo shop and generated lines up to the total, every slug unique', () => {
    expect(big.products).toHaveLength(10_000);
    expect(big.products.slice(0, demoShop.products.length)).toEqual(demoShop.products);
    expect(new Set(big.products.map((p) => p.slug)).size).toBe(10_000);
    for (const p of added) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(largeShop(demoShop, 100)).toEqual({ ...demoShop, products: demoShop.products });
  });

  it('spreads the lines over every collection in the demo proportions', () => {
    const share = (list: typeof big.products, top: string) =>
      list.filter((p) => p.collection.split('/')[0] === top).length / list.length;
    for (const top of ['women', 'men', 'accessories', 'sale'])
      expect(share(added, top)).toBeCloseTo(share(demoShop.products, top), 1);
  });

  it('borrows the pictures of a demo product of the same collection, whose first colour it keeps', () => {
    for (const p of added) {
      const from = demo.get(p.pictures_of!);
      expect(from, p.slug).toBeDefined();
      expect(p.collection).toBe(from!.collection);
      expect(p.variants[0]!.color).toBe(from!.variants[0]!.color);
    }
  });

  it('gives the lines real spread: colours, prices, sales, stock', () => {
    const colours = new Set(added.flatMap((p) => p.variants.map((v) => v.color)));
    expect(colours.size).toBe(COLORS.length);
    expect(new Set(added.map((p) => p.price)).size).toBeGreaterThan(100);
    expect(added.filter((p) => p.compare_at_price !== null).length / added.length).toBeGreaterThan(
      0.1,
    );
    expect(added.some((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
    expect(new Set(added.map((p) => p.sales_count)).size).toBeGreaterThan(500);
    for (const p of added) expect(p.name.vi).not.toBe(p.name.en);
  });

  it('is the same shop every time', () => {
    expect(JSON.stringify(largeShop(demoShop, 2_000))).toBe(
      JSON.stringify({ ...big, products: big.products.slice(0, 2_000) }),
    );
  });
});

describe('SEED_PRODUCTS', () => {
  const demoCount = demoShop.products.length;
  it('is the demo shop when unset or empty, else a whole number in range', () => {
    expect(seedProductsFromEnv(undefined, demoCount)).toBeNull();
    expect(seedProductsFromEnv(' ', demoCount)).toBeNull();
    expect(seedProductsFromEnv('10000', demoCount)).toBe(10_000);
    expect(seedProductsFromEnv(String(demoCount), demoCount)).toBe(demoCount);
    for (const bad of ['10k', '1.5', '-3', String(demoCount - 1), String(MAX_SEED_PRODUCTS + 1)])
      expect(() => seedProductsFromEnv(bad, demoCount), bad).toThrow(/SEED_PRODUCTS/);
  });
});
