/**
 * A product's pictures as the back office reads and rewrites them (issue 37): the `product_art` rows
 * (position, picture, colour) joined to their `art` rows (alt text, the original's type and size).
 * Positions stay 0, 1, 2, … with no gap, since the product's card is the picture at 0 (queries/cards.ts):
 * every change writes the product's whole list again, in one transaction, under a lock on the product.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PictureType } from '../../../contract/admin/picture-limits';
import type { AdminPicture } from '../../../contract/admin/picture-types';
import type { Color } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { imageOf } from '../../db/image-files';
import { art, productArt, products } from '../../db/schema';
import { notFound } from '../../http/errors';

/** One place of the product's list: which picture, showing which colour (null: every colour). */
export interface Placed {
  key: string;
  color: Color | null;
}

export async function readPictures(db: Db, productId: number): Promise<AdminPicture[]> {
  const rows = await db
    .select({
      position: productArt.position,
      color: productArt.color,
      key: art.key,
      altVi: art.altVi,
      altEn: art.altEn,
      uploaded: sql<boolean>`${art.original} is not null`,
      mime: art.mime,
      width: art.width,
      height: art.height,
    })
    .from(productArt)
    .innerJoin(art, eq(art.key, productArt.artKey))
    .where(eq(productArt.productId, productId))
    .orderBy(asc(productArt.position));
  return rows.map((r) => ({
    key: r.key,
    position: r.position,
    color: r.color as Color | null,
    alt_vi: r.altVi,
    alt_en: r.altEn,
    source: r.uploaded ? 'upload' : 'drawing',
    mime: r.uploaded ? (r.mime as PictureType | null) : null,
    width: r.uploaded ? r.width : null,
    height: r.uploaded ? r.height : null,
    image: imageOf(r.key, r.altVi),
  }));
}

/** The product's names, its row locked until the transaction ends (one picture change at a time); 404 if none. */
export async function lockProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id, nameVi: products.nameVi, nameEn: products.nameEn })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The product's list in order, as `rows` says (positions from 0); the caller holds lockProduct. */
export async function writePictures(db: Db, productId: number, rows: Placed[]): Promise<void> {
  await db.delete(productArt).where(eq(productArt.productId, productId));
  if (rows.length > 0)
    await db
      .insert(productArt)
      .values(rows.map((r, position) => ({ productId, position, artKey: r.key, color: r.color })));
}

/** What the audit log keeps of a list: each picture and its colour, in order. */
export const placedOf = (list: readonly AdminPicture[]): Placed[] =>
  list.map((p) => ({ key: p.key, color: p.color }));
