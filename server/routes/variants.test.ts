import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const variantsOf = async (slug: string, lang = 'vi') =>
  (await getJson(t.app, `/api/catalog/products/${slug}?lang=${lang}`)).body.data;

describe('GET /api/catalog/variants', () => {
  it('answers price, stock and the product card of each id, in the order asked, unknown ids left out', async () => {
    const demo = t.shop.products.find(
      (p) => p.variants.some((v) => v.stock === 0) && p.variants.length > 2,
    )!;
    const product = await variantsOf(demo.slug, 'en');
    const [a, b] = [product.variants[2], product.variants[0]];
    const { status, body, headers } = await getJson(
      t.app,
      `/api/catalog/variants?ids=${a.id},999999,${b.id}&lang=en`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data.map((v: { id: string }) => v.id)).toEqual([a.id, b.id]);
    expect(body.data[0]).toMatchObject({
      id: a.id,
      product_id: product.id,
      color: a.color,
      size: a.size,
      price: a.price,
      stock: a.stock,
      stock_state: a.stock_state,
    });
    expect(body.data[0].product).toMatchObject({
      id: product.id,
      slug: demo.slug,
      name: demo.name.en,
      price: product.price,
    });
    expect(body.data[0].product.image.srcset.length).toBeGreaterThan(0);
  });

  it('names the product in the language asked, Vietnamese by default', async () => {
    const demo = t.shop.products[0]!;
    const id = (await variantsOf(demo.slug)).variants[0].id;
    const { body } = await getJson(t.app, `/api/catalog/variants?ids=${id}`);
    expect(body.data[0].product.name).toBe(demo.name.vi);
  });

  it('reports an out-of-stock variant as such', async () => {
    const demo = t.shop.products.find((p) => p.variants.some((v) => v.stock === 0))!;
    const out = (await variantsOf(demo.slug)).variants.find(
      (v: { stock: number }) => v.stock === 0,
    );
    const { body } = await getJson(t.app, `/api/catalog/variants?ids=${out.id}`);
    expect(body.data[0]).toMatchObject({ stock: 0, stock_state: 'out_of_stock' });
  });

  it('answers an empty list when no id is known, and counts a repeated id once', async () => {
    expect((await getJson(t.app, '/api/catalog/variants?ids=999998,999999')).body).toEqual({
      data: [],
    });
    const id = (await variantsOf(t.shop.products[1]!.slug)).variants[0].id;
    expect((await getJson(t.app, `/api/catalog/variants?ids=${id},${id}`)).body.data).toHaveLength(
      1,
    );
  });

  it.each([
    ['no ids', ''],
    ['empty ids', '?ids='],
    ['a word', '?ids=1,abc'],
    ['a negative id', '?ids=-1'],
    ['zero', '?ids=0'],
    ['an empty item', '?ids=1,,2'],
    ['a huge number', '?ids=12345678901'],
    ['more than 100 ids', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
    ['an unknown lang', '?ids=1&lang=fr'],
  ])('answers 400 for %s', async (_name, query) => {
    const { status, body } = await getJson(t.app, `/api/catalog/variants${query}`);
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
  });

  it('takes exactly 100 ids', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await getJson(t.app, `/api/catalog/variants?ids=${ids}`)).status).toBe(200);
  });
});
