/**
 * Uploading a product's pictures (issue 37): each file is judged by decoding it, never by its name or
 * declared type (a PNG named .jpg is a PNG; an SVG, a GIF, a PDF, a decompression bomb and a 25 MB file
 * are refused, each with its message id, and nothing of the upload is kept); the original is kept in
 * `art` under its bytes' hash (the same file twice is one picture), appended to the product with the
 * colour asked for and audited; its storefront files are made right after, in the background; and the
 * upload's body has its own limit, after the guard, while the rest of the API keeps 64 KiB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PictureListSchema, UploadResultSchema } from '../../../contract/admin/picture-shapes';
import { createApp } from '../../app';
import { drawArt } from '../../db/demo/art';
import { pictureFileNames } from '../../db/image-files';
import { ImageRenderer } from '../../db/images';
import { art, products } from '../../db/schema';
import { auditLog } from '../../db/schema-admin';
import { log } from '../../log';
import { Background } from '../../process/background';
import { adminSend, newStaff } from '../../test/staff-client';
import { folderForTest } from '../../test/temp-data-dir';
import { makeTestApp, type TestContext } from '../../test/test-app';
import { gif, jpeg, PDF, png, pngBomb, SVG, uploadTo, type SentFile } from './test-pictures';

let t: TestContext;
let token: string;
let ids: number[];
beforeAll(async () => {
  t = await makeTestApp();
  token = (await newStaff(t.handle.db, 'staff')).token;
  ids = (await t.handle.db.select({ id: products.id }).from(products).orderBy(products.id)).map(
    (r) => r.id,
  );
}, 60_000);
afterAll(() => t.handle.close());

const upload = (productId: number, files: SentFile[], color?: string) =>
  uploadTo(t.app, productId, files, { color, token });
const artCount = async () =>
  (await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(art))[0]!.n;

describe('uploading pictures', () => {
  it('keeps a JPEG and a PNG as they came, appended to the product with the colour asked for', async () => {
    const id = ids[0]!;
    const before = (
      await adminSend(t.app, 'GET', `/api/admin/products/${id}/pictures`, undefined, token)
    ).body.data;
    const [a, b] = [await jpeg(1200, 900), await png(600, 900)];
    const res = await upload(
      id,
      [
        { name: 'front.jpg', bytes: a, type: 'image/jpeg' },
        { name: 'back.png', bytes: b, type: 'image/png' },
      ],
      'BLACK',
    );
    expect(res.status).toBe(201);
    const data = v.parse(UploadResultSchema, res.body.data);
    expect(data.files.map((f) => [f.name, f.new_picture, f.added])).toEqual([
      ['front.jpg', true, true],
      ['back.png', true, true],
    ]);
    expect(data.pictures.map((p) => p.key)).toEqual([
      ...before.map((p: { key: string }) => p.key),
      ...data.files.map((f) => f.key),
    ]);
    expect(data.pictures.map((p) => p.position)).toEqual(data.pictures.map((_, i) => i));
    const added = data.pictures.slice(-2);
    expect(added.map((p) => [p.source, p.mime, p.width, p.height, p.color])).toEqual([
      ['upload', 'image/jpeg', 1200, 900, 'BLACK'],
      ['upload', 'image/png', 600, 900, 'BLACK'],
    ]);
    const [product] = await t.handle.db.select().from(products).where(eq(products.id, id));
    expect(added[0]).toMatchObject({ alt_vi: product!.nameVi, alt_en: product!.nameEn });
    expect(added[0]!.key).toMatch(/^u-[0-9a-f]{32}$/);
    const [row] = await t.handle.db.select().from(art).where(eq(art.key, added[0]!.key));
    expect(Buffer.compare(row!.original!, a)).toBe(0);
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'picture.upload'));
    expect(entry).toMatchObject({ entity: 'product', entityId: String(id) });
    expect(JSON.stringify(entry!.after)).toContain(added[1]!.key);
  });

  it('takes a PNG named .jpg and declared a JPEG for the PNG it is', async () => {
    const res = await upload(ids[1]!, [
      { name: 'holiday.jpg', bytes: await png(400, 500, '#336699'), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    const mine = res.body.data.pictures.at(-1);
    expect([mine.mime, mine.color]).toEqual(['image/png', null]);
  });

  it('makes the same file uploaded twice one picture, which a product shows once', async () => {
    const bytes = await jpeg(640, 800, '#aa0000');
    const first = await upload(ids[2]!, [{ name: 'a.jpg', bytes }]);
    const again = await upload(ids[2]!, [
      { name: 'copy of a.jpg', bytes },
      { name: 'b.jpg', bytes },
    ]);
    expect(again.status).toBe(201);
    expect(
      again.body.data.files.map((f: { new_picture: boolean; added: boolean }) => [
        f.new_picture,
        f.added,
      ]),
    ).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(again.body.data.pictures).toEqual(first.body.data.pictures);
    const elsewhere = await upload(ids[3]!, [{ name: 'a.jpg', bytes }]);
    expect(elsewhere.body.data.files[0]).toMatchObject({ new_picture: false, added: true });
    const key = first.body.data.files[0].key;
    const rows = await t.handle.db.select({ key: art.key }).from(art).where(eq(art.key, key));
    expect(rows).toHaveLength(1);
  });

  it('refuses an SVG, a GIF, a PDF, a decompression bomb and a 25 MB file, each by its id, keeping nothing', async () => {
    const [count, good] = [await artCount(), await jpeg(300, 300, '#00aa00')];
    const started = Date.now();
    const res = await upload(ids[4]!, [
      { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' },
      { name: 'anim.gif', bytes: await gif(), type: 'image/gif' },
      { name: 'menu.jpg', bytes: PDF, type: 'image/jpeg' },
      { name: 'bomb.png', bytes: pngBomb(), type: 'image/png' },
      { name: 'huge.jpg', bytes: randomBytes(25 * 1000 * 1000), type: 'image/jpeg' },
      { name: 'fine.jpg', bytes: good, type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'files.0': ['pictures.errors.unsupported_type'],
      'files.1': ['pictures.errors.unsupported_type'],
      'files.2': ['pictures.errors.not_a_picture'],
      'files.3': ['pictures.errors.too_many_pixels'],
      'files.4': ['pictures.errors.too_large'],
    });
    // The bomb's 30 GB of pixels were never made: its header alone refused it.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await artCount()).toBe(count);
    const list = await adminSend(
      t.app,
      'GET',
      `/api/admin/products/${ids[4]}/pictures`,
      undefined,
      token,
    );
    expect(list.body.data.some((p: { mime: string | null }) => p.mime)).toBe(false);
  }, 30_000);

  it('answers 422 for no file, a colour not of the spec, and too many files', async () => {
    const one = { name: 'x.jpg', bytes: await jpeg(50, 50) };
    expect((await upload(ids[5]!, [])).body.errors).toEqual({
      files: ['pictures.errors.no_files'],
    });
    expect((await upload(ids[5]!, [one], 'TEAL')).body.errors).toEqual({
      color: ['pictures.errors.color_invalid'],
    });
    const many = await upload(
      ids[5]!,
      Array.from({ length: 11 }, () => one),
    );
    expect(many.body.errors).toEqual({ files: ['pictures.errors.too_many_files'] });
  });

  it('answers 404 for an unknown product and 415 for a body that is not multipart', async () => {
    expect((await upload(999_999, [{ name: 'x.jpg', bytes: await jpeg(50, 50) }])).status).toBe(
      404,
    );
    const json = await adminSend(
      t.app,
      'POST',
      `/api/admin/products/${ids[5]}/pictures`,
      {},
      token,
    );
    expect(json.status).toBe(415);
  });
});

describe('the upload’s body limit', () => {
  it('takes a 20 MB file on the upload route, past the API’s 64 KiB, and refuses a body over 50 MiB', async () => {
    // A real picture padded to just under 20 MiB with a JPEG comment-free tail: still decodes.
    const big = Buffer.concat([await jpeg(2000, 1500, '#445566'), Buffer.alloc(19 * 1024 * 1024)]);
    const res = await upload(ids[6]!, [{ name: 'big.jpg', bytes: big }]);
    expect(res.status).toBe(201);
    const over = await upload(ids[6]!, [{ name: 'x.jpg', bytes: randomBytes(51 * 1024 * 1024) }]);
    expect(over.status).toBe(413);
    expect(over.headers.get('Cache-Control')).toBe('no-store');
  }, 60_000);

  it('checks the session before reading any of it, and keeps 64 KiB for JSON routes', async () => {
    const anonymous = await uploadTo(t.app, ids[6]!, [
      { name: 'x', bytes: randomBytes(60 * 1024 * 1024) },
    ]);
    expect(anonymous.status).toBe(401);
    const order = await adminSend(
      t.app,
      'PUT',
      `/api/admin/products/${ids[6]}/pictures/order`,
      { keys: ['x'.repeat(70_000)] },
      token,
    );
    expect(order.status).toBe(413);
  }, 30_000);
});

describe('the storefront’s files of an upload', () => {
  it('are made right after it, in the background, and served as the API names them', async () => {
    const imagesDir = folderForTest('upload-images');
    const background = new Background(log);
    const images = new ImageRenderer(t.handle.db, imagesDir, drawArt);
    const app = createApp({ db: t.handle.db, imagesDir, images, distDir: t.distDir, background });
    const res = await uploadTo(app, ids[7]!, [{ name: 'tall.png', bytes: await png(900, 1600) }], {
      token,
    });
    expect(res.status).toBe(201);
    const picture = v.parse(PictureListSchema, res.body.data.pictures).at(-1)!;
    await background.settled();
    const stored = await t.handle.pool.query<{ name: string }>(
      'select name from image_files where name like $1',
      [`${picture.key}-%`],
    );
    expect(stored.rows.map((r) => r.name).sort()).toEqual(pictureFileNames(picture.key).sort());
    const file = picture.image.url.slice('/images/'.length);
    expect((await sharp(readFileSync(join(imagesDir, file))).metadata()).height).toBe(800);
    const served = await app.request(picture.image.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      width: 640,
      height: 800,
    });
  }, 60_000);
});
