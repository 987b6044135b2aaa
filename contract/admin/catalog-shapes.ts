/**
 * What the admin API's catalog endpoints answer (issue 37), as valibot schemas: the server's tests
 * parse every answer with them, and the admin app takes its types from them (catalog-types.ts). Money
 * is integer cents; ids are strings of digits; times are ISO 8601.
 */
import * as v from 'valibot';
import { COLORS } from '../constants';
import { PRODUCT_STATUSES, STOCK_REASONS } from './constants';

const Id = v.string();
const Money = v.number();
const Color = v.picklist(COLORS);
const StockState = v.picklist(['out_of_stock', 'low_stock', 'in_stock']);

/** One row of the products list. */
export const ProductRowSchema = v.object({
  id: Id,
  slug: v.string(),
  name_vi: v.string(),
  name_en: v.string(),
  status: v.picklist(PRODUCT_STATUSES),
  /** The collection's path (`women/dresses`). */
  collection: v.string(),
  category: v.string(),
  price: Money,
  compare_at_price: v.nullable(Money),
  /** Every variant's stock added up. */
  total_stock: v.number(),
  variant_count: v.number(),
  /** As the storefront's card says it: by the variant with the most stock, against the threshold. */
  stock_state: StockState,
  /** The first picture (640 px WebP), or null when the product has none yet. */
  image_url: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});

export const ProductPageSchema = v.object({
  items: v.array(ProductRowSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  /** More than `total` match: the count stops there (server/admin/catalog/product-list.ts, its caps). */
  capped: v.boolean(),
});

export const BulkResultSchema = v.object({
  /** How many products changed status (those already in it are not counted). */
  changed: v.number(),
});

export const AdminVariantSchema = v.object({
  id: Id,
  color: Color,
  size: v.string(),
  sku: v.string(),
  /** Its own price; null sells at the product's price. */
  price: v.nullable(Money),
  stock: v.number(),
});

/** A picture of the product, read-only here (the pictures' endpoints change them). */
export const AdminProductPictureSchema = v.object({
  art_key: v.string(),
  /** The colour it shows; null for every colour. */
  color: v.nullable(Color),
  alt_vi: v.string(),
  alt_en: v.string(),
  position: v.number(),
  image_url: v.string(),
});

/** Everything the product editor shows, both languages. */
export const AdminProductSchema = v.object({
  id: Id,
  slug: v.string(),
  /** Earlier slugs of this product: their URLs answer 301 to the current one. */
  old_slugs: v.array(v.string()),
  status: v.picklist(PRODUCT_STATUSES),
  name_vi: v.string(),
  name_en: v.string(),
  /** Markdown; for a product never saved by the editor, made from its stored HTML. */
  description_md_vi: v.string(),
  description_md_en: v.string(),
  collection: v.string(),
  category: v.string(),
  price: Money,
  compare_at_price: v.nullable(Money),
  seo_title_vi: v.nullable(v.string()),
  seo_title_en: v.nullable(v.string()),
  seo_description_vi: v.nullable(v.string()),
  seo_description_en: v.nullable(v.string()),
  variants: v.array(AdminVariantSchema),
  pictures: v.array(AdminProductPictureSchema),
  created_at: v.string(),
  updated_at: v.string(),
});

/** The categories products use, for the editor's picker. */
export const CategoryListSchema = v.array(v.string());

export const AdminCollectionSchema = v.object({
  id: Id,
  /** Its path (`women/dresses`), the storefront's URL. */
  slug: v.string(),
  /** The parent's path; null at the top. */
  parent: v.nullable(v.string()),
  name_vi: v.string(),
  name_en: v.string(),
  description_vi: v.string(),
  description_en: v.string(),
  position: v.number(),
  featured: v.boolean(),
  art_key: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  /** Products filed directly under it, whatever their status (a collection with any cannot be deleted). */
  product_count: v.number(),
});

/** The whole tree, flat: parents before their children, siblings by position. */
export const AdminCollectionListSchema = v.array(AdminCollectionSchema);

export const StockMovementSchema = v.object({
  id: Id,
  at: v.string(),
  delta: v.number(),
  stock_after: v.number(),
  reason: v.picklist([...STOCK_REASONS, 'import']),
  note: v.nullable(v.string()),
  /** Who did it; null when that member has since been removed. */
  staff_email: v.nullable(v.string()),
});

export const StockVariantSchema = v.object({
  id: Id,
  product_id: Id,
  product_name_vi: v.string(),
  product_name_en: v.string(),
  sku: v.string(),
  color: Color,
  size: v.string(),
  stock: v.number(),
});

/** After a change: the variant as it now is and the movement written. */
export const StockResultSchema = v.object({
  variant: StockVariantSchema,
  movement: StockMovementSchema,
});

/** A variant's history, newest first. */
export const StockHistorySchema = v.object({
  variant: StockVariantSchema,
  items: v.array(StockMovementSchema),
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

export const StockSettingsSchema = v.object({ low_stock_threshold: v.number() });
