import { describe, expect, it } from 'vitest';
import { canonicalQuery, linksFor } from './canonical';

const O = 'https://shop.example';
const canonical = (path: string, lowercase = true) =>
  linksFor(O, new URL(path, O), { lowercase }).canonical;

describe('canonical links', () => {
  it('keeps only sort, page, color, size and category, in that order', () => {
    expect(
      canonical('/collection/women?utm_source=x&color=BLACK&per_page=48&sort=price_asc&fbclid=1'),
    ).toBe(`${O}/collection/women?sort=price_asc&color=BLACK`);
    expect(
      canonical('/collection/women?category=dresses&size=M&page=2&sort=newest&color=RED'),
    ).toBe(`${O}/collection/women?sort=newest&page=2&color=RED&size=M&category=dresses`);
  });

  it('gives one URL for any spelling of the same filters', () => {
    const a = canonical('/collection/women?color=RED&color=BLACK&size=S');
    const b = canonical('/collection/women?size=S&color=BLACK&color=RED&color=BLACK');
    expect(a).toBe(b);
    expect(a).toBe(`${O}/collection/women?color=BLACK&color=RED&size=S`);
  });

  it('drops empty values and page 1, the default', () => {
    expect(canonical('/collection/women?page=1&sort=&color=')).toBe(`${O}/collection/women`);
    expect(canonicalQuery(new URLSearchParams('page=3'))).toBe('?page=3');
  });

  it('lowercases the path and drops a trailing slash, unless told not to', () => {
    expect(canonical('/EN/Collection/Women/')).toBe(`${O}/en/collection/women`);
    expect(canonical('/en/')).toBe(`${O}/en`);
    expect(canonical('/')).toBe(`${O}/`);
    expect(canonical('/order/AbC_12345678901234567890', false)).toBe(
      `${O}/order/AbC_12345678901234567890`,
    );
  });

  it('pairs vi, en and x-default alternates with the same query', () => {
    const { alternates } = linksFor(O, new URL('/en/collection/men?sort=newest&utm=1', O));
    expect(alternates).toEqual([
      { hreflang: 'vi', href: `${O}/collection/men?sort=newest` },
      { hreflang: 'en', href: `${O}/en/collection/men?sort=newest` },
      { hreflang: 'x-default', href: `${O}/collection/men?sort=newest` },
    ]);
    expect(linksFor(O, new URL('/en', O)).alternates.map((a) => a.href)).toEqual([
      `${O}/`,
      `${O}/en`,
      `${O}/`,
    ]);
  });
});
