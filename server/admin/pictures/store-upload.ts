/**
 * Stores an upload's pictures (issue 37): each file once in `art` (its key is its bytes' hash, so the
 * same file again is the same picture, its alt text as it was left), then appended to the product's
 * list with the colour asked for. A file the product already shows stays where it is. The storefront's
 * files of each picture are made by db/images.ts, from the original kept here (see warm.ts).
 */
import type { AdminErrorId } from '../../../contract/admin/messages';
import { MAX_PICTURES_PER_PRODUCT } from '../../../contract/admin/picture-limits';
import type { UploadResult } from '../../../contract/admin/picture-types';
import type { Db } from '../../db/client';
import { art } from '../../db/schema';
import { InvalidFields } from '../../http/field-errors';
import { audit, type Actor } from '../audit';
import { lockProduct, placedOf, readPictures, writePictures } from './product-pictures';
import type { Upload } from './upload-form';

const TOO_MANY: AdminErrorId = 'pictures.errors.too_many_pictures';

/** In one transaction: the art rows, the product's list, the audit entry. Answers the result and the new keys. */
export async function storeUpload(
  db: Db,
  actor: Actor,
  productId: number,
  upload: Upload,
): Promise<{ result: UploadResult; created: string[] }> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    const before = await readPictures(tx, productId);
    const shown = new Set(before.map((p) => p.key));
    // The same file twice in one upload is one picture.
    const fresh = [...new Set(upload.files.map((f) => f.key))].filter((key) => !shown.has(key));
    if (before.length + fresh.length > MAX_PICTURES_PER_PRODUCT)
      throw new InvalidFields({ files: [TOO_MANY] });

    const unique = [...new Map(upload.files.map((f) => [f.key, f])).values()];
    const inserted = await tx
      .insert(art)
      .values(
        unique.map((f) => ({
          key: f.key,
          altVi: product.nameVi,
          altEn: product.nameEn,
          original: f.bytes,
          mime: f.mime,
          width: f.width,
          height: f.height,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: art.key });
    const created = new Set(inserted.map((r) => r.key));

    await writePictures(tx, productId, [
      ...placedOf(before),
      ...fresh.map((key) => ({ key, color: upload.color })),
    ]);
    const pictures = await readPictures(tx, productId);
    await audit(tx, actor, {
      action: 'picture.upload',
      entity: 'product',
      entityId: productId,
      before: placedOf(before),
      after: { pictures: placedOf(pictures), created: [...created] },
    });
    const appended = new Set(fresh);
    return {
      result: {
        pictures,
        files: upload.files.map((f) => ({
          name: f.name,
          key: f.key,
          new_picture: created.has(f.key),
          added: appended.has(f.key),
        })),
      },
      created: [...created],
    };
  });
}
