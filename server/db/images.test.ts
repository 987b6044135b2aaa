import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingDraw, pictureShop } from '../test/picture-shop';
import { folderForTest } from '../test/temp-data-dir';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { createApp } from '../app';
import type { Db } from './client';
import { drawArt } from './demo/art';
import { DrawQueue } from './draw-queue';
import { drawHere, fillPictures } from './image-fill';
import { storedNames } from './image-store';
import { ImageRenderer, type DrawArt } from './images';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp({ shop: pictureShop });
}, 60_000);
afterAll(() => t.handle.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from image_files`);
});

/** A replica of the shop: its own images folder (empty unless given) and drawer, on the same database. */
function replica(opts: { draw?: DrawArt; dir?: string; queue?: DrawQueue; db?: Db } = {}) {
  const imagesDir = opts.dir ?? folderForTest('replica-images');
  const db = opts.db ?? t.handle.db;
  const images = new ImageRenderer(db, imagesDir, opts.draw ?? drawArt, opts.queue);
  return { app: createApp({ db, imagesDir, images, distDir: t.distDir }), imagesDir };
}

const fileOf = (url: string) => url.slice('/images/'.length);

async function strawHatUrl(): Promise<string> {
  const { body: product } = await getJson(t.app, '/api/catalog/products/straw-hat');
  return product.data.image.url;
}

describe('picture rendering', () => {
  it('writes AVIF and WebP at three 4:5 widths, then skips existing files', async () => {
    const first = await fillPictures(t.handle.pool, t.imagesDir, drawHere(drawArt, 2));
    expect(first).toEqual({ drawn: 3, uploaded: 0 });
    const files = readdirSync(t.imagesDir).sort();
    expect(files).toHaveLength(18);
    expect(await storedNames(t.handle.db)).toEqual(new Set(files));
    const big = files.find((f) => f.endsWith('-960.avif'))!;
    const meta = await sharp(join(t.imagesDir, big)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([960, 1200, 'heif']);
    const small = files.find((f) => f.endsWith('-320.webp'))!;
    expect((await sharp(join(t.imagesDir, small)).metadata()).height).toBe(400);
    const before = statSync(join(t.imagesDir, big)).mtimeMs;
    expect(await fillPictures(t.handle.pool, t.imagesDir, drawHere(drawArt))).toEqual({
      drawn: 0,
      uploaded: 0,
    });
    expect(statSync(join(t.imagesDir, big)).mtimeMs).toBe(before);
  }, 60_000);

  it('serves the product picture the API names, immutable', async () => {
    await fillPictures(t.handle.pool, t.imagesDir, drawHere(drawArt, 2));
    const url = await strawHatUrl();
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = url.replace('.webp', '.avif');
    expect((await t.app.request(avif)).headers.get('content-type')).toBe('image/avif');
  }, 60_000);

  it('draws a picture on request when no replica has, once for concurrent requests, and stores it', async () => {
    const counted = countingDraw();
    const { app, imagesDir } = replica({ draw: counted.draw });
    const url = await strawHatUrl();
    const [a, b] = await Promise.all([app.request(url), app.request(url)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('content-type')).toBe('image/webp');
    expect(counted.calls()).toBe(1);
    // Only that picture was drawn (all its widths and formats), not the whole shop, and stored for all.
    expect(readdirSync(imagesDir).filter((f) => !f.endsWith('.tmp'))).toHaveLength(6);
    expect(await storedNames(t.handle.db)).toEqual(new Set(readdirSync(imagesDir)));
    expect((await app.request('/images/nope-640.webp')).status).toBe(404);
  }, 60_000);

  it('serves a second replica, with an empty folder, a picture the first drew, without drawing it', async () => {
    const first = countingDraw();
    const url = await strawHatUrl();
    const drawn = await replica({ draw: first.draw }).app.request(url);
    expect(first.calls()).toBe(1);

    const second = countingDraw();
    const other = replica({ draw: second.draw });
    const res = await other.app.request(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(await drawn.arrayBuffer()));
    const avif = await other.app.request(url.replace('-640.webp', '-320.avif'));
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(second.calls()).toBe(0);
    // Kept on its disk for next time: the two files asked for, no others.
    expect(readdirSync(other.imagesDir).sort()).toEqual(
      [url, url.replace('-640.webp', '-320.avif')].map(fileOf).sort(),
    );
  }, 60_000);

  it('serves a file on disk while the database is away, and answers a miss 503', async () => {
    const url = await strawHatUrl();
    const { imagesDir } = replica();
    await fillPictures(t.handle.pool, imagesDir, drawHere(drawArt, 2));
    const missing = url.replace('-640.webp', '-320.webp');
    rmSync(join(imagesDir, fileOf(missing)));

    const closed = new pg.Pool(t.handle.pool.options);
    await closed.end();
    const { app } = replica({ dir: imagesDir, db: drizzle(closed) as unknown as Db });
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      readFileSync(join(imagesDir, fileOf(url))),
    );
    const miss = await app.request(missing);
    expect(miss.status).toBe(503);
    expect(miss.headers.get('retry-after')).toBeTruthy();
  }, 60_000);

  it('answers 503 with Retry-After, not a longer wait, when the draw queue is full', async () => {
    const queue = new DrawQueue({ concurrency: 1, maxWaiting: 0 });
    const { app, imagesDir } = replica({ queue });
    const url = await strawHatUrl();
    let release = () => {};
    const busy = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const res = await app.request(url);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(existsSync(join(imagesDir, fileOf(url)))).toBe(false);
    release();
    await busy;
    expect((await app.request(url)).status).toBe(200);
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
