/**
 * The pictures endpoints' inputs (issue 37) as valibot schemas, each answering message ids by field. An
 * upload's files are checked by decoding them on the server; its one text field (`color`) is here.
 */
import * as v from 'valibot';
import { field, RecordIdParamSchema } from '../api/inputs';
import { COLORS } from '../constants';
import type { AdminErrorId } from './messages';
import { MAX_ALT_LENGTH, MAX_PICTURES_PER_PRODUCT } from './picture-limits';

// @__NO_SIDE_EFFECTS__
const id = (msg: AdminErrorId) => msg;

/** A picture's key, as the images route names its files (`${key}-${width}.{avif,webp}`). */
export const PICTURE_KEY_RE = /^[a-z0-9][a-z0-9-]{0,150}$/;

export const ProductIdParamSchema = RecordIdParamSchema;
export const PictureKeyParamSchema = v.pipe(v.string(), v.regex(PICTURE_KEY_RE));

/** One of the spec's colours, or null: the picture shows every colour. */
const ColorChoiceSchema = field(
  v.nullable(v.picklist(COLORS, id('pictures.errors.color_invalid'))),
);

/** The upload form's text field: the colour of every file sent, empty (or absent) for all colours. */
export const UploadFieldsSchema = v.object({
  color: v.pipe(
    v.optional(
      v.union([v.literal(''), v.picklist(COLORS)], id('pictures.errors.color_invalid')),
      '',
    ),
    v.transform((c) => (c === '' ? null : c)),
  ),
});

/** The product's pictures by key, in their new order: each of them once, no other. */
export const PictureOrderBodySchema = v.object({
  keys: field(
    v.pipe(
      v.array(v.string(id('admin.errors.invalid')), id('admin.errors.invalid')),
      v.maxLength(MAX_PICTURES_PER_PRODUCT, id('pictures.errors.order_mismatch')),
    ),
  ),
});

const AltSchema = field(
  v.pipe(
    v.string(id('admin.errors.invalid')),
    v.trim(),
    v.nonEmpty(id('admin.errors.required')),
    v.maxLength(MAX_ALT_LENGTH, id('admin.errors.too_long')),
  ),
);

/**
 * A picture's colour on this product, and its alt text in both languages. The alt text is the
 * picture's own (its `art` row): every product, collection or slide showing it reads the same text.
 */
export const PicturePatchBodySchema = v.object({
  color: v.optional(ColorChoiceSchema),
  alt_vi: v.optional(AltSchema),
  alt_en: v.optional(AltSchema),
});
