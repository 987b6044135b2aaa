/**
 * The API's answer shapes (shared/API.md "Shapes") as valibot schemas; contract/types.ts derives the
 * TypeScript types from them, so a shape is written once. The server's tests parse real answers with
 * them (contract drift fails a test); the app uses only the types, so none of this reaches its bundle.
 */
import * as v from 'valibot';
import { COLORS, LANGS, SORTS } from '../constants';

export const LangSchema = v.picklist(LANGS);
export const SortSchema = v.picklist(SORTS);
export const ColorSchema = v.picklist(COLORS);
export const StockStateSchema = v.picklist(['out_of_stock', 'low_stock', 'in_stock']);
/** Minor units (cents) of the store's currency. */
export const MoneySchema = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/));
const Timestamp = v.pipe(v.string(), v.isoTimestamp());

export const ImageSourceSchema = v.object({
  url: v.string(),
  width: Count,
  type: v.picklist(['image/avif', 'image/webp']),
});

export const ImageSchema = v.object({
  url: v.string(),
  width: Count,
  height: Count,
  alt: v.string(),
  srcset: v.array(ImageSourceSchema),
});

/** A product's picture: an Image with the colour it shows, null for every colour (issue 37). */
export const ProductImageSchema = v.object({
  ...ImageSchema.entries,
  color: v.nullable(ColorSchema),
});

export const ProductCardSchema = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  category: v.string(),
  price: MoneySchema,
  compare_at_price: v.nullable(MoneySchema),
  image: ImageSchema,
  colors: v.array(ColorSchema),
  stock_state: StockStateSchema,
});

export const VariantSchema = v.object({
  id: Id,
  sku: v.string(),
  color: ColorSchema,
  size: v.string(),
  price: MoneySchema,
  stock: Count,
  stock_state: StockStateSchema,
});

export const CrumbSchema = v.object({ slug: v.string(), name: v.string() });

export const SizeGuideSchema = v.object({
  columns: v.array(v.string()),
  rows: v.array(v.object({ size: v.string(), cm: v.array(v.number()) })),
});

export const ProductSchema = v.object({
  ...ProductCardSchema.entries,
  /** Sanitized HTML. */
  description: v.string(),
  /** In order; a colour shows its own and the every-colour ones (contract/product-pictures.ts). */
  images: v.array(ProductImageSchema),
  sizes: v.array(v.string()),
  variants: v.array(VariantSchema),
  size_guide: v.nullable(SizeGuideSchema),
  related: v.array(ProductCardSchema),
  breadcrumbs: v.array(CrumbSchema),
});

export const CollectionSchema = v.object({
  /** May contain '/': `women/dresses`. */
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  image: v.nullable(ImageSchema),
  breadcrumbs: v.array(CrumbSchema),
});

export const CollectionTreeItemSchema = v.object({
  ...CollectionSchema.entries,
  parent: v.nullable(v.string()),
});

export const FacetCountSchema = v.object({ value: v.string(), count: Count });

export const FacetsSchema = v.object({
  colors: v.array(FacetCountSchema),
  sizes: v.array(FacetCountSchema),
  categories: v.array(FacetCountSchema),
  price: v.object({ min: MoneySchema, max: MoneySchema }),
});

/** A page of a list: `{ items, page, per_page, total }`. */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ items: v.array(item), page: Count, per_page: Count, total: Count });
}

export const CollectionListingSchema = v.object({
  ...pagedSchema(ProductCardSchema).entries,
  collection: CollectionSchema,
  facets: FacetsSchema,
});

/**
 * A page of a search: the ranked products (`page`, `per_page` = the query's `limit`, `total` of at most
 * the ranking's cap), the matching collections, the facets as a collection's, and what the live search
 * offers: the corrected query when a word was misspelt, and searches made from the best names.
 */
export const SearchResultSchema = v.object({
  ...pagedSchema(ProductCardSchema).entries,
  collections: v.array(CollectionSchema),
  facets: FacetsSchema,
  did_you_mean: v.nullable(v.string()),
  suggestions: v.array(v.string()),
});

export const ContentPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  /** Sanitized HTML. */
  body: v.string(),
  updated_at: Timestamp,
});

/** What a list of coming events shows (the home's): the event page has the rest. */
export const EventSummarySchema = v.object({
  slug: v.string(),
  title: v.string(),
  starts_at: Timestamp,
  ends_at: Timestamp,
  location: v.string(),
});

export const StoreEventSchema = v.object({
  ...EventSummarySchema.entries,
  /** Sanitized HTML. */
  body: v.string(),
  image: v.nullable(ImageSchema),
  products: v.array(ProductCardSchema),
});

export const HeroSlideSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  image: ImageSchema,
  href: v.string(),
});

export const HomeSchema = v.object({
  hero: v.array(HeroSlideSchema),
  featured_collections: v.array(CollectionSchema),
  new_arrivals: v.array(ProductCardSchema),
  events: v.array(EventSummarySchema),
});

export const ShippingMethodSchema = v.object({
  code: v.picklist(['standard', 'express']),
  price: MoneySchema,
  min_days: Count,
  max_days: Count,
  /** The owner's name for it (issue 39); absent in answers from before: the app's own text. */
  name: v.optional(v.object({ vi: v.string(), en: v.string() })),
});

export const StoreInfoSchema = v.object({
  name: v.string(),
  currency: v.string(),
  default_locale: LangSchema,
  free_shipping_threshold: MoneySchema,
  low_stock_threshold: Count,
  shipping_methods: v.array(ShippingMethodSchema),
  payment_methods: v.array(v.object({ code: v.picklist(['cod', 'card']), available: v.boolean() })),
  countries: v.array(
    v.object({ code: v.string(), name: v.object({ vi: v.string(), en: v.string() }) }),
  ),
  contact: v.object({ email: v.string(), phone: v.string(), address: v.string() }),
  google_ads: v.nullable(v.object({ id: v.string() })),
  /** Days after delivery a return may be asked for (issue 39: the owner's; 7 by the spec). */
  return_window_days: v.optional(Count),
});

/** GET /api/catalog/variants: the current price and stock of each variant, with its product's card. */
export const VariantCheckSchema = v.object({
  id: Id,
  product_id: Id,
  color: ColorSchema,
  size: v.string(),
  price: MoneySchema,
  stock: Count,
  stock_state: StockStateSchema,
  /**
   * false: its product is no longer sold (a draft or archived: issue 37), answered with no stock so the
   * cart can still name the line and show it as gone. Absent in answers from before it: sold.
   */
  for_sale: v.optional(v.boolean()),
  product: ProductCardSchema,
  /** The picture of this variant's colour (contract/product-pictures.ts linePictureOf): the cart line's. */
  image: ImageSchema,
});

export const CustomerSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
});

/** Register and login: the customer and a new session's bearer token. */
export const AuthResultSchema = v.object({ customer: CustomerSchema, token: v.string() });

export const AccountCartLineSchema = v.object({
  variant_id: Id,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** The server copy of a signed-in customer's cart, in the order sent. */
export const AccountCartSchema = v.object({ lines: v.array(AccountCartLineSchema) });

export const ErrorBodySchema = v.object({
  message: v.string(),
  error: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

// The lists some endpoints answer.
export const CollectionTreeListSchema = v.array(CollectionTreeItemSchema);
export const ProductCardListSchema = v.array(ProductCardSchema);
export const VariantCheckListSchema = v.array(VariantCheckSchema);
export const ContentPageListSchema = pagedSchema(ContentPageSchema);
export const StoreEventListSchema = pagedSchema(StoreEventSchema);

// Checkout and orders (shared/API.md "Checkout and orders").

export const AddressSchema = v.object({
  full_name: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  /** ISO 3166-1 alpha-2, one of the store's countries. */
  country: v.string(),
});

export const ShippingMethodCodeSchema = v.picklist(['standard', 'express']);
export const PaymentMethodCodeSchema = v.picklist(['cod', 'card']);

export const CheckoutLineSchema = v.object({
  variant_id: Id,
  product: ProductCardSchema,
  /** The picture of the colour bought (linePictureOf), which the line shows: not the product's first. */
  image: ImageSchema,
  color: ColorSchema,
  size: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unit_price: MoneySchema,
  line_total: MoneySchema,
  /** Units in stock now (a line asking more has a problem). */
  available: Count,
});

export const ProblemSchema = v.object({
  variant_id: Id,
  code: v.picklist(['out_of_stock', 'insufficient_stock', 'price_changed', 'unknown_variant']),
  available: v.optional(Count),
  price: v.optional(MoneySchema),
});

export const CheckoutSchema = v.object({
  token: v.string(),
  lines: v.array(CheckoutLineSchema),
  email: v.nullable(v.string()),
  shipping_address: v.nullable(AddressSchema),
  shipping_method: v.nullable(ShippingMethodCodeSchema),
  payment_method: v.nullable(PaymentMethodCodeSchema),
  discount_code: v.nullable(v.string()),
  subtotal: MoneySchema,
  shipping: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  currency: v.string(),
  problems: v.array(ProblemSchema),
});

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);

/** A return request's life: the shopper asks; the shop approves or refuses; the items come back. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received'] as const;
/** How a refund was made: cash on delivery is refunded by hand, so these are records, not payments. */
export const REFUND_METHODS = ['cash', 'bank_transfer', 'card'] as const;

export const ReturnRequestSchema = v.object({
  id: Id,
  lines: v.array(
    v.object({ variant_id: Id, quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  ),
  reason: v.string(),
  status: v.picklist(RETURN_STATUSES),
  created_at: Timestamp,
  // The shop's steps (issue 39), each null until taken; a copy saved on the device before them lacks them.
  /** When it was approved or refused. */
  decided_at: v.nullable(Timestamp),
  /** The shop's words to the shopper when refused (null when refused without any). */
  refusal_reason: v.nullable(v.string()),
  received_at: v.nullable(Timestamp),
  /** A refund made by hand and recorded: `refunded_at` is the day the shop says it was made. */
  refund: v.nullable(
    v.object({ amount: MoneySchema, method: v.picklist(REFUND_METHODS), refunded_at: Timestamp }),
  ),
});

export const OrderSchema = v.object({
  token: v.string(),
  /** What the shopper and the shop call it (`MAY-000123`). */
  number: v.string(),
  status: OrderStatusSchema,
  history: v.array(v.object({ status: OrderStatusSchema, at: Timestamp })),
  lines: v.array(CheckoutLineSchema),
  subtotal: MoneySchema,
  shipping: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  currency: v.string(),
  email: v.string(),
  shipping_address: AddressSchema,
  shipping_method: ShippingMethodCodeSchema,
  payment_method: PaymentMethodCodeSchema,
  discount_code: v.nullable(v.string()),
  created_at: Timestamp,
  /** Calendar dates (YYYY-MM-DD) of the earliest and latest delivery, in business days. */
  estimated_delivery: v.object({ from: v.string(), to: v.string() }),
  /** When it may be returned: within 7 days of delivery; null when not (yet) delivered. */
  returnable_until: v.nullable(Timestamp),
  returns: v.array(ReturnRequestSchema),
  /** The latest change the shopper can see (a status, a return's step): an open page keeps the newest. */
  updated_at: Timestamp,
});

// Accounts (issue 13).

/** A saved address: an Address with its id and whether checkout offers it first (additive to Address). */
export const SavedAddressSchema = v.object({
  id: Id,
  is_default: v.boolean(),
  ...AddressSchema.entries,
});
export const SavedAddressListSchema = v.array(SavedAddressSchema);

/**
 * A guest line the merge could not take whole: `requested` is guest plus account quantity, `available`
 * the stock now. out_of_stock and unknown_variant lines are left out of the cart, insufficient_stock
 * ones are kept at `available`.
 */
export const CartConflictSchema = v.object({
  variant_id: Id,
  code: v.picklist(['out_of_stock', 'insufficient_stock', 'unknown_variant']),
  requested: Count,
  available: Count,
});

/** POST /api/account/cart/merge: the merged server cart and what could not be taken whole. */
export const CartMergeSchema = v.object({
  lines: v.array(AccountCartLineSchema),
  conflicts: v.array(CartConflictSchema),
});

/** A guest's wishlist entry the merge could not keep: its product is gone, or the list is full. */
export const WishlistConflictSchema = v.object({
  product_id: Id,
  code: v.picklist(['unknown_product', 'too_many']),
});

/** POST /api/account/wishlist/merge: the merged wishlist's cards, newest first, and what was left out. */
export const WishlistMergeSchema = v.object({
  items: v.array(ProductCardSchema),
  conflicts: v.array(WishlistConflictSchema),
});

/** GET /api/account/orders: a page of the customer's orders, newest first. */
export const OrderPageSchema = pagedSchema(OrderSchema);
