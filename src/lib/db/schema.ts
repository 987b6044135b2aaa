/**
 * The device's IndexedDB schema (Dexie), pure so the service worker can import it too.
 * Each version lists every table; a new version only adds or changes what it names.
 * storeInfo: the last public store info, so the shop's name and currency show offline.
 * cart (v2): the cart itself, the source of truth on this device (DESIGN.md section 3), one row per
 *   variant; it keeps what the shopper last saw (price, name, picture) so it renders offline.
 * wishlist (v2): saved product cards, one row per product, newest first by `addedAt`.
 * recentlyViewed (v3): the cards of the last products the shopper opened (RECENTLY_VIEWED_LIMIT), newest
 *   first by `viewedAt`; they are offered offline and their reads and pictures are kept by the worker.
 */
import type { Color } from '../../../contract/constants';
import type { Image, Money, ProductCard, StockState, StoreInfo } from '../../../contract/types';

export const DB_NAME = 'storefront';

export interface StoreInfoRow {
  key: 'current';
  value: StoreInfo;
  savedAt: number;
}

/** What the last re-check with the API answered; shown on the line until the shopper accepts it. */
export interface CartLineCheck {
  price: Money;
  stock: number;
  stock_state: StockState;
  /** The variant no longer exists on the server. */
  gone: boolean;
  at: number;
}

export interface CartLineRow {
  /** Primary key: one line per variant, so adding the same variant again adds to its quantity. */
  variantId: string;
  productId: string;
  slug: string;
  name: string;
  image: Image;
  color: Color;
  size: string;
  quantity: number;
  /** The unit price the shopper agreed to (last seen or accepted). */
  price: Money;
  /** Stock as last seen; bounds the quantity stepper. */
  stock: number;
  addedAt: number;
  check: CartLineCheck | null;
}

export interface WishlistRow extends ProductCard {
  /** Primary key is `id` (the product id). */
  addedAt: number;
}

export interface RecentlyViewedRow extends ProductCard {
  /** Primary key is `id` (the product id): viewing a product again only moves it to the front. */
  viewedAt: number;
}

/** Dexie store definitions by version: primary key first, then indexes. Never change a published version. */
export const SCHEMA_VERSIONS: Record<number, Record<string, string>> = {
  1: { storeInfo: 'key' },
  2: { storeInfo: 'key', cart: 'variantId, addedAt', wishlist: 'id, addedAt' },
  3: {
    storeInfo: 'key',
    cart: 'variantId, addedAt',
    wishlist: 'id, addedAt',
    recentlyViewed: 'id, viewedAt',
  },
};
