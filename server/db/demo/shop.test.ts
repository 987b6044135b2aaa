import { describe, expect, it, vi } from 'vitest';
import { COLORS } from '../../../contract/constants';
import { demoShop } from './shop';
import type { DemoProduct, Text } from './types';

const { collections, products, pages, events, hero } = demoShop;
const CATEGORIES = [
  'dresses',
  'tops',
  'shirts',
  't-shirts',
  'trousers',
  'skirts',
  'jackets',
  'hoodies',
  'bags',
  'hats',
  'scarves',
  'shoes',
  'belts',
  'sunglasses',
  'jewelry',
];
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44'];
const VI_DIACRITICS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

const colorsOf = (p: DemoProduct) => new Set(p.variants.map((v) => v.color));
const isText = (v: unknown): v is Text =>
  typeof v === 'object' && v !== null && 'vi' in v && 'en' in v;
function texts(value: unknown, out: Text[] = []): Text[] {
  if (isText(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((v) => texts(v, out));
  return out;
}

describe('collections', () => {
  const slugs = new Set(collections.map((c) => c.slug));
  it('has at least 10 unique collections, some nested', () => {
    expect(collections.length).toBeGreaterThanOrEqual(10);
    expect(slugs.size).toBe(collections.length);
    expect(collections.filter((c) => c.slug.includes('/')).length).toBeGreaterThanOrEqual(5);
  });
  it('has the parent of every nested collection', () => {
    for (const c of collections) {
      if (c.slug.includes('/'))
        expect(slugs, c.slug).toContain(c.slug.slice(0, c.slug.lastIndexOf('/')));
    }
  });
  it('features some collections on the home page', () => {
    expect(collections.filter((c) => c.featured).length).toBeGreaterThanOrEqual(3);
  });
});

describe('products', () => {
  it('has at least 130 products with unique kebab-case ASCII slugs', () => {
    expect(products.length).toBeGreaterThanOrEqual(130);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('puts every product in an existing collection and a known category', () => {
    const slugs = new Set(collections.map((c) => c.slug));
    for (const p of products) {
      expect(slugs, p.slug).toContain(p.collection);
      expect(CATEGORIES, p.slug).toContain(p.category);
    }
  });
  it('gives each product 1 to 4 colours, unique variants and sizes fitting its category', () => {
    for (const p of products) {
      expect(colorsOf(p).size, p.slug).toBeGreaterThanOrEqual(1);
      expect(colorsOf(p).size, p.slug).toBeLessThanOrEqual(4);
      expect(new Set(p.variants.map((v) => `${v.color}/${v.size}`)).size, p.slug).toBe(
        p.variants.length,
      );
      const allowed =
        p.category === 'shoes' ? SHOE_SIZES : p.size_guide ? CLOTHING_SIZES : ['One size'];
      for (const v of p.variants) expect(allowed, p.slug).toContain(v.size);
    }
  });
  it('uses all 13 colours, each on several products', () => {
    for (const color of COLORS)
      expect(products.filter((p) => colorsOf(p).has(color)).length, color).toBeGreaterThanOrEqual(
        3,
      );
  });
  it('has in-stock, low-stock and out-of-stock variants and whole products sold out', () => {
    const stocks = products.flatMap((p) => p.variants.map((v) => v.stock));
    expect(stocks.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
    expect(stocks.filter((s) => s >= 6).length / stocks.length).toBeGreaterThan(0.6);
    expect(stocks.filter((s) => s >= 1 && s <= 5).length).toBeGreaterThanOrEqual(20);
    expect(
      products.filter(
        (p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 0),
      ).length,
    ).toBeGreaterThanOrEqual(10);
    expect(
      products.filter((p) => p.variants.every((v) => v.stock === 0)).length,
    ).toBeGreaterThanOrEqual(3);
  });
  it('has at least 10 in-stock products with exactly one variant, for quick-add', () => {
    expect(
      products.filter((p) => p.variants.length === 1 && p.variants[0]!.stock > 0).length,
    ).toBeGreaterThanOrEqual(10);
  });
  it('has realistic prices, about a quarter on sale, always below the compare-at price', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price >= 900 && p.price <= 15000, p.slug).toBe(true);
      if (p.compare_at_price === null) continue;
      for (const v of p.variants)
        expect(v.price ?? p.price, p.slug).toBeLessThan(p.compare_at_price);
    }
    const share = products.filter((p) => p.compare_at_price !== null).length / products.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.35);
    expect(
      products.some((p) => p.variants.some((v) => v.price !== undefined && v.price > p.price)),
    ).toBe(true);
  });
  it('has size guides for clothing and shoes covering their sizes, none for accessories', () => {
    for (const p of products) {
      const sizes = [...new Set(p.variants.map((v) => v.size))];
      if (sizes[0] === 'One size') {
        expect(p.size_guide, p.slug).toBeNull();
        continue;
      }
      expect(
        p.size_guide?.rows.map((r) => r.size),
        p.slug,
      ).toEqual(sizes);
      for (const row of p.size_guide!.rows)
        expect(row.cm.length).toBe(p.size_guide!.columns.length);
      if (p.category === 'shoes') expect(p.size_guide!.columns).toEqual(['foot_length']);
    }
  });
  it('orders differently by featured rank, sales and age', () => {
    const top = (key: 'featured_rank' | 'sales_count' | 'created_days_ago', dir: 1 | -1) =>
      [...products]
        .sort((a, b) => (a[key] - b[key]) * dir)
        .slice(0, 10)
        .map((p) => p.slug)
        .join();
    const orders = new Set([
      top('featured_rank', 1),
      top('sales_count', -1),
      top('created_days_ago', 1),
    ]);
    expect(orders.size).toBe(3);
  });
  it('describes every product in both languages with allowed HTML only', () => {
    for (const p of products) {
      for (const html of [p.description.vi, p.description.en]) {
        expect(html, p.slug).toMatch(/^<p>.+<\/ul>$/);
        expect(
          html.match(/<\/?[a-z]+/g)!.every((tag) => /^<\/?(p|ul|li|strong)$/.test(tag)),
          p.slug,
        ).toBe(true);
      }
    }
  });
  it('names most products in Vietnamese with diacritics', () => {
    expect(
      products.filter((p) => VI_DIACRITICS.test(p.name.vi)).length / products.length,
    ).toBeGreaterThan(0.9);
  });
});

describe('pages', () => {
  const page = (slug: string) => {
    const found = pages.find((p) => p.slug === slug);
    if (!found) throw new Error(`no page ${slug}`);
    return found.body;
  };
  it('has shipping, returns, about and contact', () => {
    expect(pages.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['shipping', 'returns', 'about', 'contact']),
    );
  });
  it('states the shipping terms in both languages', () => {
    const { en, vi } = page('shipping');
    for (const term of [
      'Free standard shipping on orders over $40',
      '3-5 business days',
      '1-2 business days',
    ])
      expect(en).toContain(term);
    for (const term of [
      'Miễn phí giao hàng tiêu chuẩn',
      '$40',
      '3-5 ngày làm việc',
      '1-2 ngày làm việc',
    ])
      expect(vi).toContain(term);
  });
  it('states the returns terms in both languages', () => {
    const { en, vi } = page('returns');
    for (const term of [
      'within 7 days of receipt',
      'unused, unwashed, with tags and packaging',
      'customer pays return shipping',
      'defective, wrong or missing',
      '100%',
    ])
      expect(en).toContain(term);
    for (const term of [
      '7 ngày kể từ ngày nhận hàng',
      'chưa qua sử dụng, chưa giặt',
      'tem mác và bao bì',
      'Khách hàng chịu phí',
      'lỗi, giao sai hoặc thiếu',
      '100%',
    ])
      expect(vi).toContain(term);
  });
});

describe('events and hero', () => {
  const productSlugs = new Set(products.map((p) => p.slug));
  it('has at least 3 events, one running, each with 3 to 8 existing products', () => {
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.starts_in_days < 0 && e.starts_in_days + e.duration_days > 0)).toBe(
      true,
    );
    for (const e of events) {
      expect(e.product_slugs.length, e.slug).toBeGreaterThanOrEqual(3);
      expect(e.product_slugs.length, e.slug).toBeLessThanOrEqual(8);
      for (const slug of e.product_slugs) expect(productSlugs, e.slug).toContain(slug);
    }
  });
  it('points 3 hero slides at existing collections or events', () => {
    expect(hero).toHaveLength(3);
    const targets = new Set([
      ...collections.map((c) => `/collection/${c.slug}`),
      ...events.map((e) => `/event/${e.slug}`),
    ]);
    for (const slide of hero) expect(targets).toContain(slide.href);
  });
});

describe('the whole shop', () => {
  it('has non-empty text in both languages everywhere', () => {
    const all = texts(demoShop);
    expect(all.length).toBeGreaterThan(products.length * 2 + collections.length * 2);
    for (const t of all) {
      expect(t.vi.trim(), t.en).not.toBe('');
      expect(t.en.trim(), t.vi).not.toBe('');
    }
  });
  it('is the same on every build (no unseeded randomness)', async () => {
    vi.resetModules();
    const again = await import('./shop');
    expect(again.demoShop).not.toBe(demoShop);
    expect(JSON.stringify(again.demoShop)).toBe(JSON.stringify(demoShop));
  });
});
