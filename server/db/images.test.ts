import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureShop } from '../test/fixture-shop';
import { folderForTest } from '../test/temp-data-dir';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { drawArt } from './demo/art';
import { createApp } from '../app';
import { ImageRenderer, ensureImages } from './images';

// One product and its collection: three pictures, enough to check the files and the route.
const tinyShop = {
  ...fixtureShop,
  collections: fixtureShop.collections.filter((c) => c.slug === 'accessories'),
  products: fixtureShop.products.filter((p) => p.slug === 'straw-hat'),
  events: [],
  hero: [],
};

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ shop: tinyShop });
}, 60_000);
afterAll(() => t.handle.close());

describe('picture rendering', () => {
  it('writes AVIF and WebP at three 4:5 widths, then skips existing files', async () => {
    const first = await ensureImages(t.handle.db, t.imagesDir, drawArt, 2);
    expect(first).toEqual({ rendered: 3, files: 18 });
    const files = readdirSync(t.imagesDir).sort();
    expect(files).toHaveLength(18);
    const big = files.find((f) => f.endsWith('-960.avif'))!;
    const meta = await sharp(join(t.imagesDir, big)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([960, 1200, 'heif']);
    const small = files.find((f) => f.endsWith('-320.webp'))!;
    expect((await sharp(join(t.imagesDir, small)).metadata()).height).toBe(400);
    const before = statSync(join(t.imagesDir, big)).mtimeMs;
    expect(await ensureImages(t.handle.db, t.imagesDir, drawArt)).toEqual({
      rendered: 0,
      files: 0,
    });
    expect(statSync(join(t.imagesDir, big)).mtimeMs).toBe(before);
  }, 60_000);

  it('serves the product picture the API names, immutable', async () => {
    const { body: product } = await getJson(t.app, '/api/catalog/products/straw-hat');
    const res = await t.app.request(product.data.image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = product.data.image.srcset.find((s: { type: string }) => s.type === 'image/avif');
    expect((await t.app.request(avif.url)).headers.get('content-type')).toBe('image/avif');
  });

  it('draws a picture on request when it is not on disk yet, once for concurrent requests', async () => {
    const imagesDir = folderForTest('lazy-images');
    const images = new ImageRenderer(t.handle.db, imagesDir, drawArt);
    const app = createApp({ db: t.handle.db, imagesDir, images, distDir: t.distDir });
    const { body: product } = await getJson(app, '/api/catalog/products/straw-hat');
    const url: string = product.data.image.url;
    const [a, b] = await Promise.all([app.request(url), app.request(url)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('content-type')).toBe('image/webp');
    // Only that picture was drawn (all its widths and formats), not the whole shop.
    expect(readdirSync(imagesDir).filter((f) => !f.endsWith('.tmp'))).toHaveLength(6);
    expect((await app.request('/images/nope-640.webp')).status).toBe(404);
  }, 60_000);

  it('answers 404 for unknown names and traversal attempts', async () => {
    for (const path of [
      '/images/nope-640.webp',
      '/images/..%2f..%2fetc%2fpasswd',
      '/images/..%2fx-640.webp',
      '/images/x-640.png',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });
});
