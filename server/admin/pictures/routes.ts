/**
 * The admin API's pictures endpoints (contract/admin/picture-endpoints.ts), each mounted with adminRoute:
 * a product's pictures, an upload, the order, a picture's colour and alt text, and taking one off. Every
 * write locks the product, rewrites its list and is audited in one transaction, and answers the list.
 *
 * Taking a picture off a product keeps its `art` row and files (docs/decisions/024): placed orders
 * and sent mails show its URL, and the same file uploaded again finds it.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminEndpoints } from '../../../contract/admin/endpoints';
import type { AdminErrorId } from '../../../contract/admin/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { art, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { InvalidFields } from '../../http/field-errors';
import { bodyOf, paramsOf } from '../../http/validate';
import { audit } from '../audit';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';
import { lockProduct, placedOf, readPictures, writePictures } from './product-pictures';
import { storeUpload } from './store-upload';
import { readUpload } from './upload-form';
import { warmPictures } from './warm';

const { productPictures, uploadPictures, reorderPictures, updatePicture, removePicture } =
  adminEndpoints;

const MISMATCH: AdminErrorId = 'pictures.errors.order_mismatch';

async function productExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

export function adminPicturesRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, productPictures, async (c) => {
    const id = Number(paramsOf(c, productPictures).id);
    if (!(await productExists(db, id))) throw notFound();
    return c.json({ data: await readPictures(db, id) });
  });

  adminRoute(app, db, uploadPictures, async (c) => {
    const id = Number(paramsOf(c, uploadPictures).id);
    // Before the body is read: an unknown product is a 404 whatever was sent.
    if (!(await productExists(db, id))) throw notFound();
    const upload = await readUpload(c);
    const { result, created } = await storeUpload(db, c.get('staff'), id, upload);
    warmPictures(deps, created);
    return c.json({ data: result }, 201);
  });

  adminRoute(app, db, reorderPictures, async (c) => {
    const id = Number(paramsOf(c, reorderPictures).id);
    const { keys } = await bodyOf(c, reorderPictures.body);
    const list = await db.transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await readPictures(tx, id);
      const byKey = new Map(before.map((p) => [p.key, p]));
      const placed = keys.flatMap((key) => byKey.get(key) ?? []);
      // Each of the product's pictures once, and no other: else the list changed since it was read.
      if (
        placed.length !== keys.length ||
        new Set(keys).size !== before.length ||
        keys.length !== before.length
      )
        throw new InvalidFields({ keys: [MISMATCH] });
      await writePictures(tx, id, placedOf(placed));
      const after = await readPictures(tx, id);
      await audit(tx, c.get('staff'), {
        action: 'picture.reorder',
        entity: 'product',
        entityId: id,
        before: placedOf(before),
        after: placedOf(after),
      });
      return after;
    });
    return c.json({ data: list });
  });

  adminRoute(app, db, updatePicture, async (c) => {
    const { id: idText, key } = paramsOf(c, updatePicture);
    const id = Number(idText);
    const patch = await bodyOf(c, updatePicture.body);
    const list = await db.transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await readPictures(tx, id);
      const was = before.find((p) => p.key === key);
      if (!was) throw notFound();
      if (patch.color !== undefined)
        await writePictures(
          tx,
          id,
          placedOf(before).map((p) => (p.key === key ? { key, color: patch.color! } : p)),
        );
      // The alt text is the picture's own: every product, collection or slide showing it reads it.
      if (patch.alt_vi !== undefined || patch.alt_en !== undefined)
        await tx
          .update(art)
          .set({ altVi: patch.alt_vi ?? was.alt_vi, altEn: patch.alt_en ?? was.alt_en })
          .where(eq(art.key, key));
      const after = await readPictures(tx, id);
      const now = after.find((p) => p.key === key)!;
      const fields = (p: typeof was) => ({
        key,
        color: p.color,
        alt_vi: p.alt_vi,
        alt_en: p.alt_en,
      });
      await audit(tx, c.get('staff'), {
        action: 'picture.update',
        entity: 'product',
        entityId: id,
        before: fields(was),
        after: fields(now),
      });
      return after;
    });
    return c.json({ data: list });
  });

  adminRoute(app, db, removePicture, async (c) => {
    const { id: idText, key } = paramsOf(c, removePicture);
    const id = Number(idText);
    const list = await db.transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await readPictures(tx, id);
      const was = before.find((p) => p.key === key);
      if (!was) throw notFound();
      await writePictures(
        tx,
        id,
        placedOf(before).filter((p) => p.key !== key),
      );
      await audit(tx, c.get('staff'), {
        action: 'picture.remove',
        entity: 'product',
        entityId: id,
        before: { key, color: was.color, position: was.position },
        after: null,
      });
      return readPictures(tx, id);
    });
    return c.json({ data: list });
  });

  return app;
}
