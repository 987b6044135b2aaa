/**
 * The picture a cart, checkout or order line shows (issue 37): its colour's own first picture
 * (contract/product-pictures.ts linePictureOf), not the product's first, so the black tee bought shows
 * black. One query for any number of products.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Color } from '../../../contract/constants';
import { linePictureOf } from '../../../contract/product-pictures';
import type { Image, Lang } from '../../../contract/types';
import type { Db } from '../client';
import { imageOf } from '../image-files';
import { art, productArt } from '../schema';

/** The line picture of `color` among the product's; null when the product has no picture at all. */
export type LinePicture = (productId: number, color: string) => Image | null;

export async function linePictures(db: Db, productIds: number[], lang: Lang): Promise<LinePicture> {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .select({
            productId: productArt.productId,
            color: productArt.color,
            key: art.key,
            altVi: art.altVi,
            altEn: art.altEn,
          })
          .from(productArt)
          .innerJoin(art, eq(art.key, productArt.artKey))
          .where(inArray(productArt.productId, productIds))
          .orderBy(asc(productArt.productId), asc(productArt.position));
  const byProduct = new Map<number, typeof rows>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  return (productId, color) => {
    const first = linePictureOf(
      (byProduct.get(productId) ?? []).map((r) => ({ ...r, color: r.color as Color | null })),
      color,
    );
    return first ? imageOf(first.key, lang === 'en' ? first.altEn : first.altVi) : null;
  };
}
