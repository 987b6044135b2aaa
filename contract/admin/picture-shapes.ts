/** The pictures endpoints' answers (issue 37), as valibot schemas: the server's tests parse every answer with them. */
import * as v from 'valibot';
import { ColorSchema, ImageSchema } from '../api/shapes';
import { PICTURE_TYPES } from './picture-limits';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One of a product's pictures, in its place. */
export const AdminPictureSchema = v.object({
  key: v.string(),
  /** 0 is the first: the product's card and the first of its gallery. */
  position: Count,
  /** The colour it shows; null for every colour. */
  color: v.nullable(ColorSchema),
  alt_vi: v.string(),
  alt_en: v.string(),
  /** upload: a file a member uploaded; drawing: the demo shop's drawn art. */
  source: v.picklist(['upload', 'drawing']),
  /** The uploaded file's type and size as decoded (whatever its name said); null for a drawing. */
  mime: v.nullable(v.picklist(PICTURE_TYPES)),
  width: v.nullable(Count),
  height: v.nullable(Count),
  /** The storefront's files of it (4:5, AVIF and WebP at three widths), as a shopper sees it. */
  image: ImageSchema,
});

export const PictureListSchema = v.array(AdminPictureSchema);

/** An upload: the product's pictures after it, and what became of each file sent, in the order sent. */
export const UploadResultSchema = v.object({
  pictures: PictureListSchema,
  files: v.array(
    v.object({
      /** The file's name as sent. */
      name: v.string(),
      key: v.string(),
      /** false: the same file was uploaded before (a picture is its bytes), its row is reused. */
      new_picture: v.boolean(),
      /** false: the product already had this picture, which stays where it was. */
      added: v.boolean(),
    }),
  ),
});
