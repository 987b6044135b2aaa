/**
 * API shapes shared by the app, the service worker and the server (see shared/API.md). Each is derived
 * from its schema in api/shapes.ts, so the two can never disagree; the constants' unions come from the
 * lists in constants.ts the same way.
 */
import type * as v from 'valibot';
import type * as s from './api/shapes';
import type { LANGS, SORTS } from './constants';

export type Lang = (typeof LANGS)[number];
export type Sort = (typeof SORTS)[number];
export type { SearchSort } from './api/search-page';
export type Money = v.InferOutput<typeof s.MoneySchema>;
export type StockState = v.InferOutput<typeof s.StockStateSchema>;

export type ImageSource = v.InferOutput<typeof s.ImageSourceSchema>;
export type Image = v.InferOutput<typeof s.ImageSchema>;
export type ProductImage = v.InferOutput<typeof s.ProductImageSchema>;
export type ProductCard = v.InferOutput<typeof s.ProductCardSchema>;
export type Variant = v.InferOutput<typeof s.VariantSchema>;
export type Crumb = v.InferOutput<typeof s.CrumbSchema>;
export type SizeGuide = v.InferOutput<typeof s.SizeGuideSchema>;
export type Product = v.InferOutput<typeof s.ProductSchema>;
export type Collection = v.InferOutput<typeof s.CollectionSchema>;
export type CollectionTreeItem = v.InferOutput<typeof s.CollectionTreeItemSchema>;
export type FacetCount = v.InferOutput<typeof s.FacetCountSchema>;
export type Facets = v.InferOutput<typeof s.FacetsSchema>;
export type CollectionListing = v.InferOutput<typeof s.CollectionListingSchema>;
export type SearchResult = v.InferOutput<typeof s.SearchResultSchema>;
export type ContentPage = v.InferOutput<typeof s.ContentPageSchema>;
export type EventSummary = v.InferOutput<typeof s.EventSummarySchema>;
export type StoreEvent = v.InferOutput<typeof s.StoreEventSchema>;
export type HeroSlide = v.InferOutput<typeof s.HeroSlideSchema>;
export type Home = v.InferOutput<typeof s.HomeSchema>;
export type ShippingMethod = v.InferOutput<typeof s.ShippingMethodSchema>;
export type StoreInfo = v.InferOutput<typeof s.StoreInfoSchema>;
export type VariantCheck = v.InferOutput<typeof s.VariantCheckSchema>;
export type Customer = v.InferOutput<typeof s.CustomerSchema>;
export type AuthResult = v.InferOutput<typeof s.AuthResultSchema>;
export type AccountCartLine = v.InferOutput<typeof s.AccountCartLineSchema>;
export type AccountCart = v.InferOutput<typeof s.AccountCartSchema>;
export type ErrorBody = v.InferOutput<typeof s.ErrorBodySchema>;
export type Address = v.InferOutput<typeof s.AddressSchema>;
export type ShippingMethodCode = v.InferOutput<typeof s.ShippingMethodCodeSchema>;
export type PaymentMethodCode = v.InferOutput<typeof s.PaymentMethodCodeSchema>;
export type CheckoutLine = v.InferOutput<typeof s.CheckoutLineSchema>;
export type Problem = v.InferOutput<typeof s.ProblemSchema>;
export type Checkout = v.InferOutput<typeof s.CheckoutSchema>;
export type OrderStatus = v.InferOutput<typeof s.OrderStatusSchema>;
export type ReturnRequest = v.InferOutput<typeof s.ReturnRequestSchema>;
export type ReturnStatus = (typeof s.RETURN_STATUSES)[number];
export type RefundMethod = (typeof s.REFUND_METHODS)[number];
export type Order = v.InferOutput<typeof s.OrderSchema>;
export type SavedAddress = v.InferOutput<typeof s.SavedAddressSchema>;
export type CartConflict = v.InferOutput<typeof s.CartConflictSchema>;
export type CartMerge = v.InferOutput<typeof s.CartMergeSchema>;
export type WishlistConflict = v.InferOutput<typeof s.WishlistConflictSchema>;
export type WishlistMerge = v.InferOutput<typeof s.WishlistMergeSchema>;

/** A page of a list (shared/API.md: `page`, `per_page` from 1 to 100, `total`). */
export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

/** Every success answers `{ data }`. */
export interface DataEnvelope<T> {
  data: T;
}

export type { AccountErrorId } from './messages';
