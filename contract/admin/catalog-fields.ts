/**
 * The fields the admin API's catalog inputs are made of (catalog-inputs.ts, collection-inputs.ts,
 * stock-inputs.ts), with their limits, each answering message ids (messages.ts). Money is integer cents
 * of the store's currency, as everywhere in the API; the admin app shows and reads decimals.
 */
import * as v from 'valibot';
import { ID_RE, ONE_LINE, field } from '../api/inputs';
import { MAX_PRICE, MAX_SLUG } from '../api/limits';
import { COLORS } from '../constants';
import type { AdminErrorId } from './messages';
import { MAX_SLUG_LENGTH } from './slug';

// @__NO_SIDE_EFFECTS__
export const id = (msg: AdminErrorId) => msg;

export const MAX_PRODUCT_NAME = 200;
/** Per language. A request body is at most 64 KiB, so two long descriptions and a full grid must fit. */
export const MAX_DESCRIPTION = 6_000;
export const MAX_SEO_TITLE = 120;
export const MAX_SEO_DESCRIPTION = 320;
export const MAX_CATEGORY = 50;
export const MAX_SIZE = 20;
export const MAX_SKU = 64;
/** A colour × size grid: 13 colours of 8 sizes fit. */
export const MAX_VARIANTS = 120;
export const MAX_STOCK = 1_000_000;
export const MAX_BULK = 200;
export const MAX_NOTE = 500;
export const MAX_COLLECTION_DESCRIPTION = 2_000;
export const MAX_LOW_STOCK_THRESHOLD = 1_000;

/** Kebab-case ASCII: what a URL segment of the storefront may be (contract/api/inputs.ts SlugSchema). */
export const SLUG_SEGMENT_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Letters, digits and `- _ . /`, as SKUs are printed on labels. */
export const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const INVALID = id('admin.errors.invalid');

/** A one-line text that must be there; absent or null counts as empty. */
// @__NO_SIDE_EFFECTS__
export function requiredLine(max: number) {
  return field(
    v.nullish(
      v.pipe(
        v.string(INVALID),
        v.trim(),
        v.nonEmpty(id('admin.errors.required')),
        v.maxLength(max, id('admin.errors.too_long')),
        v.regex(ONE_LINE, INVALID),
      ),
      '',
    ),
  );
}

/** A one-line text that may be left out: empty answers null. */
// @__NO_SIDE_EFFECTS__
export function optionalLine(max: number) {
  return field(
    v.pipe(
      v.nullish(
        v.pipe(
          v.string(INVALID),
          v.trim(),
          v.maxLength(max, id('admin.errors.too_long')),
          v.regex(ONE_LINE, INVALID),
        ),
        '',
      ),
      v.transform((s) => s || null),
    ),
  );
}

/** Markdown as typed (line breaks are its syntax), trailing space trimmed; absent is empty. */
export const markdown = field(
  v.nullish(
    v.pipe(
      v.string(INVALID),
      v.trimEnd(),
      v.maxLength(MAX_DESCRIPTION, id('admin.errors.too_long')),
    ),
    '',
  ),
);

/** Integer cents, 0 to MAX_PRICE. */
export const money = v.pipe(
  v.number(id('catalog.errors.price_invalid')),
  v.integer(id('catalog.errors.price_invalid')),
  v.minValue(0, id('catalog.errors.price_invalid')),
  v.maxValue(MAX_PRICE, id('catalog.errors.price_invalid')),
);

export const stockCount = v.pipe(
  v.number(id('catalog.errors.stock_invalid')),
  v.integer(id('catalog.errors.stock_invalid')),
  v.minValue(0, id('catalog.errors.stock_invalid')),
  v.maxValue(MAX_STOCK, id('catalog.errors.stock_invalid')),
);

/** Record ids travel as strings of digits (API.md); a bare number is taken too. */
export const recordId = v.pipe(
  v.union([v.string(), v.number()], INVALID),
  v.transform(String),
  v.regex(ID_RE, INVALID),
);

/** An explicit slug (a product's, a collection's last segment), else null: the server makes one from the name. */
export const slugSegment = field(
  v.pipe(
    v.nullish(v.pipe(v.string(id('catalog.errors.slug_invalid')), v.trim()), ''),
    v.transform((s) => s || null),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(MAX_SLUG_LENGTH, id('catalog.errors.slug_invalid')),
        v.regex(SLUG_SEGMENT_RE, id('catalog.errors.slug_invalid')),
      ),
    ),
  ),
);

/** A collection's path (`women/dresses`), read without regard to case. */
export const collectionPath = field(
  v.nullish(
    v.pipe(
      v.string(id('catalog.errors.collection_unknown')),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty(id('admin.errors.required')),
      v.maxLength(MAX_SLUG, id('catalog.errors.collection_unknown')),
    ),
    '',
  ),
);

/** A category is a key the storefront's filter and labels use (`t-shirts`), so kebab-case. */
export const category = field(
  v.nullish(
    v.pipe(
      v.string(id('catalog.errors.category_invalid')),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty(id('admin.errors.required')),
      v.maxLength(MAX_CATEGORY, id('admin.errors.too_long')),
      v.regex(SLUG_SEGMENT_RE, id('catalog.errors.category_invalid')),
    ),
    '',
  ),
);

export const color = field(
  v.pipe(
    v.string(id('catalog.errors.color_invalid')),
    v.trim(),
    v.toUpperCase(),
    v.picklist(COLORS, id('catalog.errors.color_invalid')),
  ),
);

export const sku = field(
  v.pipe(
    v.nullish(v.pipe(v.string(id('catalog.errors.sku_invalid')), v.trim()), ''),
    v.transform((s) => s || null),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(MAX_SKU, id('catalog.errors.sku_invalid')),
        v.regex(SKU_RE, id('catalog.errors.sku_invalid')),
      ),
    ),
  ),
);
