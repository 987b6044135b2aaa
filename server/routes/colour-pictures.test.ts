/**
 * Per-colour pictures on the storefront (issue 37): the product's images carry their colour; the
 * cart's re-check, the checkout's and the order's lines show the picture of the colour bought, not the
 * product's first ("the Black tee shows the white tee everywhere"), and so does the order's mail; and a
 * product page opened on `?color=` preloads that colour's first picture as its LCP.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSchema, OrderSchema, ProductSchema } from '../../contract/api/shapes';
import type { Product, ProductImage } from '../../contract/types';
import { products, variants } from '../db/schema';
import { mailOutbox, orders } from '../db/schema-orders';
import { complete, getOrder, newToken, put, readyBody } from '../test/checkout-client';
import { getJson, type TestContext } from '../test/test-app';
import { fetchPage, makeHtmlTestApp } from '../html/test-page';

let t: TestContext;
/** A demo product of two colours, one drawn picture each, every variant in stock. */
let product: Product;
let second: ProductImage;
beforeAll(async () => {
  t = await makeHtmlTestApp();
  const rows = await t.handle.db.select().from(products).orderBy(products.id);
  const row = rows.find((r) => r.colors.length === 2)!;
  await t.handle.db.update(variants).set({ stock: 20 }).where(eq(variants.productId, row.id));
  const res = await getJson(t.app, `/api/catalog/products/${row.slug}?lang=en`);
  product = v.parse(ProductSchema, res.body.data);
  second = product.images[1]!;
}, 60_000);
afterAll(() => t.handle.close());

/** A variant of the second picture's colour. */
const ofSecond = () => product.variants.find((x) => x.color === second.color)!;

describe('pictures by colour', () => {
  it('the product’s images say the colour each shows', () => {
    expect(product.images.map((i) => i.color).sort()).toEqual([...product.colors].sort());
    expect(product.images[0]!.color).not.toBe(second.color);
    // The card keeps the product's first picture.
    expect(product.image.url).toBe(product.images[0]!.url);
  });

  it('the cart’s re-check answers each variant with its colour’s picture', async () => {
    const first = product.variants.find((x) => x.color === product.images[0]!.color)!;
    const { body } = await getJson(
      t.app,
      `/api/catalog/variants?ids=${first.id},${ofSecond().id}&lang=en`,
    );
    expect(body.data.map((c: { image: { url: string } }) => c.image.url)).toEqual([
      product.images[0]!.url,
      second.url,
    ]);
    expect(body.data[1].image.alt).toBe(second.alt);
    expect(body.data[1].product.image.url).toBe(product.image.url);
  });

  it('the checkout, the order and its mail show the colour bought', async () => {
    const token = newToken();
    const lines = [{ variant_id: ofSecond().id, quantity: 1 }];
    const saved = await put(t.app, token, readyBody(lines));
    const checkout = v.parse(CheckoutSchema, saved.body.data);
    expect(checkout.lines[0]!.image.url).toBe(second.url);
    expect(checkout.lines[0]!.product.image.url).toBe(product.image.url);

    expect((await complete(t.app, token)).status).toBe(201);
    const [placed] = await t.handle.db
      .select({ id: orders.id, token: orders.token })
      .from(orders)
      .where(eq(orders.checkoutToken, token));
    const order = v.parse(OrderSchema, (await getOrder(t.app, placed!.token, 'en')).body.data);
    expect(order.lines[0]!.image).toEqual({
      url: second.url,
      width: second.width,
      height: second.height,
      alt: second.alt,
      srcset: second.srcset,
    });
    const [mail] = await t.handle.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, placed!.id), eq(mailOutbox.kind, 'order_placed')));
    expect(mail!.text).toContain(`http://localhost${second.url}`);
    expect(mail!.text).not.toContain(product.images[0]!.url);
  });

  it('a page opened on ?color= preloads that colour’s first picture', async () => {
    const preloadOf = async (query: string) =>
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/.exec(
        (await fetchPage(t, `/en/product/${product.slug}${query}`)).html,
      )?.[1];
    const key = (image: ProductImage) => image.url.replace(/-640\.webp$/, '');
    expect(await preloadOf(`?color=${second.color}`)).toContain(`${key(second)}-960.avif`);
    const firstColour = product.images[0]!;
    expect(await preloadOf(`?color=${firstColour.color}`)).toContain(
      `${key(firstColour)}-960.avif`,
    );
    // An unknown colour opens on the variant the page picks, as the app does.
    expect(await preloadOf('?color=TEAL')).toContain(`${key(firstColour)}-960.avif`);
  });
});
