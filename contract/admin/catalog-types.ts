/** The catalog endpoints' inputs and answers as types, derived from their schemas so the two never disagree. */
import type * as v from 'valibot';
import type * as i from './catalog-inputs';
import type * as ci from './collection-inputs';
import type * as si from './stock-inputs';
import type * as s from './catalog-shapes';

export type ProductRow = v.InferOutput<typeof s.ProductRowSchema>;
export type ProductPage = v.InferOutput<typeof s.ProductPageSchema>;
export type BulkResult = v.InferOutput<typeof s.BulkResultSchema>;
export type AdminVariant = v.InferOutput<typeof s.AdminVariantSchema>;
export type AdminProductPicture = v.InferOutput<typeof s.AdminProductPictureSchema>;
export type AdminProduct = v.InferOutput<typeof s.AdminProductSchema>;
export type AdminCollection = v.InferOutput<typeof s.AdminCollectionSchema>;
export type StockMovement = v.InferOutput<typeof s.StockMovementSchema>;
export type StockVariant = v.InferOutput<typeof s.StockVariantSchema>;
export type StockResult = v.InferOutput<typeof s.StockResultSchema>;
export type StockHistory = v.InferOutput<typeof s.StockHistorySchema>;
export type StockSettings = v.InferOutput<typeof s.StockSettingsSchema>;

/** What a form sends (before the schema's trimming and defaults). */
export type ProductBody = v.InferInput<typeof i.ProductBodySchema>;
export type VariantInput = v.InferInput<typeof i.VariantInputSchema>;
export type ProductListQuery = v.InferOutput<typeof i.ProductListQuerySchema>;
export type BulkBody = v.InferInput<typeof i.BulkBodySchema>;
export type CollectionBody = v.InferInput<typeof ci.CollectionBodySchema>;
export type StockBody = v.InferInput<typeof si.StockBodySchema>;
export type StockSettingsBody = v.InferInput<typeof si.StockSettingsBodySchema>;
