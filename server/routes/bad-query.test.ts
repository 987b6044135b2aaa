/**
 * Hostile query strings and paths on every read: NUL and other control characters, malformed
 * escapes, over-long values and numbers of the wrong shape answer 400 (404 for a path that cannot name
 * anything) with the API's error body, never a 500. `?size=%00` used to reach PostgreSQL and fail there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer } from './account-test-client';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await makeTestApp();
  token = await newCustomer(t.app);
}, 60_000);
afterAll(() => t.handle.close());

/** Every read and the query parameters it takes. */
const READS: [path: string, params: string[]][] = [
  ['/api/public/store-info', ['lang']],
  ['/api/catalog/home', ['lang']],
  ['/api/catalog/collections', ['lang']],
  [
    '/api/catalog/collections/',
    [
      'lang',
      'sort',
      'color',
      'size',
      'category',
      'price_min',
      'price_max',
      'in_stock',
      'page',
      'per_page',
    ],
  ],
  ['/api/catalog/collections/women', ['size', 'category']],
  ['/api/catalog/products/PRODUCT', ['lang']],
  ['/api/catalog/search', ['q', 'lang', 'limit']],
  ['/api/catalog/variants', ['ids', 'lang']],
  ['/api/content/pages', ['lang', 'page', 'per_page']],
  ['/api/content/events', ['lang', 'page', 'per_page']],
  ['/api/account/cart', ['lang']],
  ['/api/account/wishlist', ['lang']],
];

const read = (path: string) =>
  getJson(t.app, path.replace('PRODUCT', t.shop.products[0]!.slug), {
    Authorization: `Bearer ${token}`,
  });

async function expectBadRequest(path: string, status = 400) {
  const { status: got, body } = await read(path);
  expect(got, path).toBe(status);
  expect(typeof body?.message, path).toBe('string');
  expect(body.message.length, path).toBeGreaterThan(0);
}

describe('control characters in the query string', () => {
  it('a NUL in any parameter of any read is a 400, never a 500', async () => {
    for (const [path, params] of READS) {
      for (const name of params) {
        await expectBadRequest(`${path}?${name}=%00`);
        await expectBadRequest(`${path}?${name}=a%00b`);
      }
    }
  }, 60_000);

  it('so are the other control characters, and a NUL in a parameter no read takes', async () => {
    for (const value of ['%01', '%1B', '%7F', '%08x']) {
      await expectBadRequest(`/api/catalog/collections/?size=${value}`);
      await expectBadRequest(`/api/catalog/search?q=ao${value}`);
    }
    await expectBadRequest('/api/catalog/home?utm_source=%00');
    await expectBadRequest('/api/catalog/home?%00=1');
  });

  it('a tab or line break pasted into a search is still a search', async () => {
    const { status } = await read('/api/catalog/search?q=ao%09thun%0A');
    expect(status).toBe(200);
  });

  it('a malformed escape or an encoded surrogate is a 400', async () => {
    for (const query of ['q=%E0%A4%A', 'q=%ED%A0%80', 'q=%', 'q=50%zz']) {
      await expectBadRequest(`/api/catalog/search?${query}`);
    }
    await expectBadRequest('/api/catalog/collections/?category=%FF%FE');
  });
});

describe('control characters in the path', () => {
  it('a NUL or control character in a slug or collection path is a 400', async () => {
    for (const path of [
      '/api/catalog/collections/%00',
      '/api/catalog/collections/women%00',
      '/api/catalog/collections/women/%01dresses',
      '/api/catalog/products/%00',
      '/api/catalog/products/a%00b',
      '/api/content/pages/about%00',
      '/api/content/events/%7F',
      '/api/account/%00',
    ]) {
      await expectBadRequest(path);
    }
  });

  it('a NUL in a page URL is a 400 too, with no body from the app', async () => {
    for (const path of ['/product/a%00b', '/collection/%00', '/%00', '/?x=%00']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(400);
    }
  });

  it('a slug longer than any slug can be is a 404, as for any unknown slug', async () => {
    const long = 'a'.repeat(201);
    await expectBadRequest(`/api/catalog/products/${long}`, 404);
    await expectBadRequest(`/api/catalog/collections/${long}`, 404);
    await expectBadRequest(`/api/content/pages/${long}`, 404);
    await expectBadRequest(`/api/content/events/${long}`, 404);
  });
});

describe('over-long values and wrong shapes in the query string', () => {
  it('a search longer than 200 characters is a 400', async () => {
    await expectBadRequest(`/api/catalog/search?q=${'a'.repeat(201)}`);
    expect((await read(`/api/catalog/search?q=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('a filter value longer than 50 characters, or more than 30 of them, is a 400', async () => {
    for (const name of ['color', 'size', 'category']) {
      await expectBadRequest(`/api/catalog/collections/?${name}=${'x'.repeat(51)}`);
      const many = Array.from({ length: 31 }, (_, i) => `${name}=v${i}`).join('&');
      await expectBadRequest(`/api/catalog/collections/?${many}`);
    }
  });

  it('numbers that are not whole, negative, huge or out of range are a 400', async () => {
    const bad = ['abc', '1.5', '-1', '1e3', '0x10', '99999999999999999999', ' 1', '[1]'];
    for (const value of bad) {
      for (const name of ['page', 'per_page', 'price_min', 'price_max']) {
        await expectBadRequest(`/api/catalog/collections/?${name}=${encodeURIComponent(value)}`);
      }
      await expectBadRequest(`/api/catalog/search?q=ao&limit=${encodeURIComponent(value)}`);
      await expectBadRequest(`/api/content/pages?page=${encodeURIComponent(value)}`);
      // The id list is trimmed ("1, 2" is fine), so only ' 1' is not wrong there.
      if (value.trim() !== '1')
        await expectBadRequest(`/api/catalog/variants?ids=${encodeURIComponent(value)}`);
    }
    await expectBadRequest('/api/catalog/collections/?per_page=101');
    await expectBadRequest('/api/catalog/collections/?page=0');
    await expectBadRequest('/api/catalog/search?q=ao&limit=51');
    await expectBadRequest('/api/catalog/collections/?price_min=9&price_max=1');
  }, 30_000);

  it('unknown words for sort, lang, color and in_stock are a 400', async () => {
    await expectBadRequest('/api/catalog/collections/?sort=cheapest');
    await expectBadRequest('/api/catalog/collections/?color=CHARTREUSE');
    await expectBadRequest('/api/catalog/collections/?in_stock=maybe');
    await expectBadRequest('/api/catalog/home?lang=fr');
  });

  it('ids that are too many or not ids are a 400', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    await expectBadRequest(`/api/catalog/variants?ids=${ids}`);
    await expectBadRequest('/api/catalog/variants?ids=1,,2');
    await expectBadRequest('/api/catalog/variants?ids=0');
    await expectBadRequest('/api/catalog/variants?ids=1234567890');
  });
});
