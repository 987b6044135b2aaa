/** API shapes shared by the app, the service worker and the server (see shared/API.md). */
import type { Color } from './constants';

export type Money = number; // minor units
export type Lang = 'vi' | 'en';
export type Sort = 'featured' | 'best_selling' | 'price_asc' | 'price_desc' | 'newest';
export type StockState = 'out_of_stock' | 'low_stock' | 'in_stock';

export interface ImageSource {
  url: string;
  width: number;
  type: 'image/avif' | 'image/webp';
}

export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
  srcset: ImageSource[];
}

export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  category: string;
  price: Money;
  compare_at_price: Money | null;
  image: Image;
  colors: Color[];
  stock_state: StockState;
}

export interface Variant {
  id: string;
  sku: string;
  color: Color;
  size: string;
  price: Money;
  stock: number;
  stock_state: StockState;
}

export interface Crumb {
  slug: string;
  name: string;
}

export interface SizeGuide {
  columns: string[];
  rows: { size: string; cm: number[] }[];
}

export interface Product extends ProductCard {
  description: string; // sanitized HTML
  images: Image[];
  sizes: string[];
  variants: Variant[];
  size_guide: SizeGuide | null;
  related: ProductCard[];
  breadcrumbs: Crumb[];
}

export interface Collection {
  slug: string; // may contain '/'
  name: string;
  description: string;
  image: Image | null;
  breadcrumbs: Crumb[];
}

export interface CollectionTreeItem extends Collection {
  parent: string | null;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface Facets {
  colors: FacetCount[];
  sizes: FacetCount[];
  categories: FacetCount[];
  price: { min: number; max: number };
}

export interface Paged<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface CollectionListing extends Paged<ProductCard> {
  collection: Collection;
  facets: Facets;
}

export interface SearchResult {
  items: ProductCard[];
  collections: Collection[];
}

export interface ContentPage {
  slug: string;
  title: string;
  body: string; // sanitized HTML
  updated_at: string;
}

export interface StoreEvent {
  slug: string;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string;
  body: string; // sanitized HTML
  image: Image | null;
  products: ProductCard[];
}

export interface HeroSlide {
  title: string;
  subtitle: string;
  image: Image;
  href: string;
}

export interface Home {
  hero: HeroSlide[];
  featured_collections: Collection[];
  new_arrivals: ProductCard[];
  events: StoreEvent[];
}

export interface ShippingMethod {
  code: 'standard' | 'express';
  price: Money;
  min_days: number;
  max_days: number;
}

export interface StoreInfo {
  name: string;
  currency: string;
  default_locale: Lang;
  free_shipping_threshold: Money;
  low_stock_threshold: number;
  shipping_methods: ShippingMethod[];
  payment_methods: { code: 'cod' | 'card'; available: boolean }[];
  countries: { code: string; name: { vi: string; en: string } }[];
  contact: { email: string; phone: string; address: string };
  google_ads: { id: string } | null;
}

/** Every success answers `{ data }`. */
export interface DataEnvelope<T> {
  data: T;
}

/** Every error answers this body with the catalogue's status. */
export interface ErrorBody {
  message: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** GET /api/catalog/variants?ids=: the current price and stock of each variant, with its product's card. */
export interface VariantCheck {
  id: string;
  product_id: string;
  color: Color;
  size: string;
  price: Money;
  stock: number;
  stock_state: StockState;
  product: ProductCard;
}

/** A signed-in customer (API.md "Shapes"). */
export interface Customer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

/** POST /api/auth/register and /api/auth/login: the customer and a new session's bearer token. */
export interface AuthResult {
  customer: Customer;
  token: string;
}

export interface AccountCartLine {
  variant_id: string;
  quantity: number;
}

/** GET and PUT /api/account/cart: the server copy of a signed-in customer's cart, in the order sent. */
export interface AccountCart {
  lines: AccountCartLine[];
}

/** PUT /api/account/wishlist; the answer is the saved products' cards, newest first. */
export interface AccountWishlistBody {
  product_ids: string[];
}

/** Message ids a 422 of the auth and account routes carries in `errors` (English texts: locales/en.json). */
export type AccountErrorId =
  | 'account.errors.first_name_required'
  | 'account.errors.last_name_required'
  | 'account.errors.email_required'
  | 'account.errors.email_invalid'
  | 'account.errors.email_taken'
  | 'account.errors.password_required'
  | 'account.errors.password_too_short'
  | 'account.errors.password_mismatch'
  | 'account.errors.too_long'
  | 'account.errors.invalid'
  | 'account.errors.too_many'
  | 'account.errors.duplicate'
  | 'account.errors.quantity_range'
  | 'account.errors.unknown_variant'
  | 'account.errors.unknown_product';
