import { describe, expect, it } from 'vitest';
import {
  KEEP_OFFLINE_MAX_URLS,
  diffKeepSet,
  keepSet,
  keepableUrl,
  normalizeUrl,
  parsePicturePath,
  samePictureUrls,
} from './keep-offline-rule';

const ORIGIN = 'https://shop.test';
const abs = (path: string) => `${ORIGIN}${path}`;

describe('which URLs the worker keeps offline', () => {
  it('keeps product reads (with their query) and rendered pictures of this origin', () => {
    expect(keepableUrl('/api/catalog/products/linen-shirt?lang=vi', ORIGIN)).toBe(
      abs('/api/catalog/products/linen-shirt?lang=vi'),
    );
    expect(keepableUrl(abs('/images/linen-shirt-1-ab12-640.webp'), ORIGIN)).toBe(
      abs('/images/linen-shirt-1-ab12-640.webp'),
    );
  });

  it('refuses other origins, other paths, traversal and junk', () => {
    for (const raw of [
      'https://evil.test/api/catalog/products/x?lang=vi',
      '//evil.test/images/a-640.webp',
      '/api/catalog/collections/women?lang=vi',
      '/api/catalog/products/',
      '/api/catalog/products/a/b',
      '/api/account/cart',
      '/api/catalog/products/../../account/orders',
      '/images/../sw.js',
      '/images/a-640.webp?x=1',
      '/images/A-640.png',
      '/index.html',
      'javascript:alert(1)',
      `/api/catalog/products/${'a'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(keepableUrl(raw, ORIGIN), String(raw)).toBeNull();
    }
  });

  it('spells one resource one way: sorted query, no hash', () => {
    expect(normalizeUrl(new URL(abs('/api/catalog/products/x?lang=en&b=1#top')))).toBe(
      abs('/api/catalog/products/x?b=1&lang=en'),
    );
    expect(normalizeUrl(new URL(abs('/images/a-320.webp?')))).toBe(abs('/images/a-320.webp'));
  });

  it('a message becomes a de-duplicated, capped set; a non-list keeps nothing', () => {
    const urls = [
      '/images/a-320.webp',
      '/images/a-320.webp',
      '/nope',
      '/api/catalog/products/a?lang=vi',
    ];
    expect(keepSet(urls, ORIGIN)).toEqual([
      abs('/images/a-320.webp'),
      abs('/api/catalog/products/a?lang=vi'),
    ]);
    const many = Array.from({ length: 500 }, (_, i) => `/images/p${i}-640.webp`);
    const kept = keepSet(many, ORIGIN);
    expect(kept).toHaveLength(KEEP_OFFLINE_MAX_URLS);
    expect(kept[0]).toBe(abs('/images/p0-640.webp'));
    expect(keepSet('not a list', ORIGIN)).toEqual([]);
  });
});

describe('bringing the cache to the new set', () => {
  it('removes what is no longer wanted and adds only what is missing', () => {
    expect(diffKeepSet(['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual({ remove: ['a'], add: ['d'] });
    expect(diffKeepSet([], ['a'])).toEqual({ remove: [], add: ['a'] });
    expect(diffKeepSet(['a'], [])).toEqual({ remove: ['a'], add: [] });
  });
});

describe('another file of the same picture', () => {
  it('parses the picture key, width and format of an image path', () => {
    expect(parsePicturePath('/images/linen-shirt-1-ab12-960.avif')).toEqual({
      key: 'linen-shirt-1-ab12',
      width: 960,
      format: 'avif',
    });
    expect(parsePicturePath('/images/x.png')).toBeNull();
    expect(parsePicturePath('/api/catalog/products/x')).toBeNull();
  });

  it('finds the same key only, largest first, the asked format first at one width', () => {
    const cached = [
      abs('/images/shirt-320.webp'),
      abs('/images/shirt-640.webp'),
      abs('/images/shirt-640.avif'),
      abs('/images/shirt-2-960.avif'), // another picture whose key starts the same
      abs('/api/catalog/products/shirt?lang=vi'),
      abs('/images/shirt-960.avif'), // the one asked for: never answered with itself
    ];
    expect(samePictureUrls(abs('/images/shirt-960.avif'), cached)).toEqual([
      abs('/images/shirt-640.avif'),
      abs('/images/shirt-640.webp'),
      abs('/images/shirt-320.webp'),
    ]);
    expect(samePictureUrls(abs('/images/other-640.webp'), cached)).toEqual([]);
    expect(samePictureUrls(abs('/api/catalog/products/shirt'), cached)).toEqual([]);
  });
});
