/**
 * What the admin API's product endpoints take (issue 37), as valibot schemas whose messages are message
 * ids (messages.ts): the server parses every input with them, and the admin app's forms can run the
 * same rules before sending. Checks that need the database (a slug or SKU taken, a collection that
 * exists) are the server's, answered in the same 422 shape.
 */
import * as v from 'valibot';
import { ID_RE, PagingQuerySchema, field, pathItem } from '../api/inputs';
import { MAX_SLUG } from '../api/limits';
import {
  INVALID,
  MAX_BULK,
  MAX_PRODUCT_NAME,
  MAX_SEO_DESCRIPTION,
  MAX_SEO_TITLE,
  MAX_SIZE,
  MAX_VARIANTS,
  category,
  collectionPath,
  color,
  id,
  markdown,
  money,
  optionalLine,
  recordId,
  requiredLine,
  sku,
  slugSegment,
  stockCount,
} from './catalog-fields';
import { PRODUCT_STATUSES } from './constants';

/**
 * One cell of the colour × size grid. `id` names a variant of this product to keep (a cell without one
 * takes the product's variant of the same colour and size, if any, else is new). `price` null sells at
 * the product's price. `stock_seen` is the stock the editor showed: when given, units sold since then
 * are not undone (the edit applies as a change from it); without it `stock` is set as it is.
 */
export const VariantInputSchema = v.object(
  {
    id: v.optional(v.nullable(field(recordId)), null),
    color,
    size: requiredLine(MAX_SIZE),
    sku,
    price: field(v.nullish(money, null)),
    stock: field(stockCount),
    stock_seen: v.optional(v.nullable(field(stockCount)), null),
  },
  INVALID,
);

type VariantLike = { color?: unknown; size?: unknown; sku?: unknown };

/** The same colour and size twice, or one SKU twice: named at the later cell. */
function gridCheck<T>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const body = dataset.value as { variants?: unknown };
    if (!Array.isArray(body.variants)) return;
    const cells = new Set<string>();
    const skus = new Set<string>();
    body.variants.forEach((raw: unknown, i) => {
      if (typeof raw !== 'object' || raw === null) return;
      const cell = raw as VariantLike;
      const at = (key: string): [v.IssuePathItem, ...v.IssuePathItem[]] => [
        pathItem(body, 'variants'),
        pathItem(body.variants as unknown[], i),
        pathItem(cell, key),
      ];
      if (typeof cell.color === 'string' && typeof cell.size === 'string') {
        const key = `${cell.color.trim().toUpperCase()}\u0000${cell.size.trim()}`;
        if (cells.has(key))
          addIssue({ message: id('catalog.errors.variant_duplicate'), path: at('size') });
        cells.add(key);
      }
      if (typeof cell.sku === 'string' && cell.sku.trim()) {
        const key = cell.sku.trim();
        if (skus.has(key)) addIssue({ message: id('catalog.errors.sku_taken'), path: at('sku') });
        skus.add(key);
      }
    });
  });
}

/** A sale shows the compare-at price struck through: it must be above the price. */
function compareAtCheck<T>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const body = dataset.value as { price?: unknown; compare_at_price?: unknown };
    if (typeof body.price !== 'number' || typeof body.compare_at_price !== 'number') return;
    if (body.compare_at_price <= body.price)
      addIssue({
        message: id('catalog.errors.compare_at_not_above'),
        path: [pathItem(body, 'compare_at_price')],
      });
  });
}

/** A product on sale must have something to sell. */
function publishedHasVariants<T>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const body = dataset.value as { status?: unknown; variants?: unknown };
    if (body.status === 'published' && Array.isArray(body.variants) && body.variants.length === 0)
      addIssue({
        message: id('catalog.errors.variants_required'),
        path: [pathItem(body, 'variants')],
      });
  });
}

/**
 * The editor's whole state, for POST (create) and PUT (update). `slug` left out or empty: on create,
 * made from `name_vi`; on update, kept. Removing a cell from `variants` removes that variant.
 */
export const ProductBodySchema = v.pipe(
  v.object(
    {
      name_vi: requiredLine(MAX_PRODUCT_NAME),
      name_en: requiredLine(MAX_PRODUCT_NAME),
      description_md_vi: markdown,
      description_md_en: markdown,
      slug: v.optional(slugSegment, null),
      collection: collectionPath,
      category,
      status: field(v.picklist(PRODUCT_STATUSES, INVALID)),
      price: field(money),
      compare_at_price: v.optional(field(v.nullable(money)), null),
      seo_title_vi: optionalLine(MAX_SEO_TITLE),
      seo_title_en: optionalLine(MAX_SEO_TITLE),
      seo_description_vi: optionalLine(MAX_SEO_DESCRIPTION),
      seo_description_en: optionalLine(MAX_SEO_DESCRIPTION),
      variants: field(
        v.pipe(
          v.array(VariantInputSchema, INVALID),
          v.maxLength(MAX_VARIANTS, id('admin.errors.too_long')),
        ),
      ),
    },
    INVALID,
  ),
  gridCheck(),
  compareAtCheck(),
  publishedHasVariants(),
);

const STOCK_STATES = ['out_of_stock', 'low_stock', 'in_stock'] as const;
export const PRODUCT_SORTS = ['name', 'price', 'updated_at', 'created_at', 'stock'] as const;

type Raw = string | string[];
const raw = v.optional(v.union([v.string(), v.array(v.string())], INVALID), '');
const first = v.pipe(
  raw,
  v.transform((x: Raw) => (Array.isArray(x) ? (x[0] ?? '') : x).trim()),
);

/** Repeated or comma-joined values of `list`, without repeats. */
// @__NO_SIDE_EFFECTS__
function someOf<const T extends readonly string[]>(list: T) {
  return v.pipe(
    raw,
    v.transform((x: Raw) =>
      (Array.isArray(x) ? x : [x])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    v.check((xs) => xs.every((s) => (list as readonly string[]).includes(s)), INVALID),
    v.transform((xs) => [...new Set(xs)] as T[number][]),
  );
}

// @__NO_SIDE_EFFECTS__
function oneOf<const T extends readonly string[]>(list: T, fallback: T[number]) {
  return v.pipe(
    first,
    v.transform((x) => x || fallback),
    v.picklist(list, INVALID),
  );
}

/** GET /api/admin/products: `lang` picks the name `sort=name` orders by (search reads both languages). */
export const ProductListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  q: v.pipe(first, v.maxLength(200, id('admin.errors.too_long'))),
  collection: v.pipe(first, v.toLowerCase(), v.maxLength(MAX_SLUG, INVALID)),
  status: someOf(PRODUCT_STATUSES),
  stock: someOf(STOCK_STATES),
  sort: oneOf(PRODUCT_SORTS, 'updated_at'),
  order: oneOf(['asc', 'desc'] as const, 'desc'),
});

export const BULK_ACTIONS = ['publish', 'unpublish', 'archive'] as const;

export const BulkBodySchema = v.object(
  {
    ids: field(
      v.pipe(
        v.array(recordId, INVALID),
        v.nonEmpty(id('admin.errors.required')),
        v.maxLength(MAX_BULK, id('admin.errors.too_long')),
      ),
    ),
    action: field(v.picklist(BULK_ACTIONS, INVALID)),
  },
  INVALID,
);

export const RecordIdParamSchema = v.pipe(v.string(), v.regex(ID_RE));
